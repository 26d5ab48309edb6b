// The feedback draft in sessionStorage: type, text, contact and the URLs of uploaded images, so
// a reload or a 401 round trip keeps them; cleared after a successful submit.
import type { FeedbackType } from '../../../../api/types';
import { FEEDBACK_TYPES } from '../../../../api/feedback';
import { sessionDraft } from '../../../../lib/session-draft';

export interface FeedbackDraft {
  type: FeedbackType;
  content: string;
  contact: string;
  images: string[];
}

const isDraft = (v: unknown): v is FeedbackDraft => {
  const d = v as FeedbackDraft;
  return (
    !!d &&
    typeof d === 'object' &&
    FEEDBACK_TYPES.includes(d.type) &&
    typeof d.content === 'string' &&
    typeof d.contact === 'string' &&
    Array.isArray(d.images) &&
    d.images.every((u) => typeof u === 'string')
  );
};

const kept = sessionDraft('draft:feedback', isDraft);

export const readDraft = (): FeedbackDraft =>
  kept.read() ?? { type: 'suggestion', content: '', contact: '', images: [] };
export const saveDraft = kept.save;
export const clearDraft = kept.clear;
