// A field error report (schema in src/api/contract/field-errors.ts).
export type { FieldErrorReport } from '../contract/field-errors';
