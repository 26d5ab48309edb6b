// The partner: roles, the user, the inviter and the two kinds of real-name certification
// (schemas in src/api/contract/people.ts; only their types come here).
export type {
  CertStatus,
  CertType,
  EnterpriseCertification,
  Inviter,
  PersonalCertification,
  RoleLevel,
  User,
} from '../contract/people';
