// Signing: applications for a level and region, and the contracts they lead to (schemas in
// src/api/contract/signing.ts).
export type { Application, ApplicationStatus, Contract, ContractStatus } from '../contract/signing';
