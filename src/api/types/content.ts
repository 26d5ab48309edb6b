// Content: share materials and feedback (schemas in src/api/contract/content.ts).
export type { Feedback, FeedbackType, ShareMaterial, ShareMaterialCategory } from '../contract/content';
