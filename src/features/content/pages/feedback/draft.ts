// The feedback draft in sessionStorage: type, text, contact and the URLs of uploaded images, so
// a reload or a 401 round trip keeps them; cleared after a successful submit.
import type { FeedbackType } from '../../../../api/types';
import { FEEDBACK_TYPES } from '../../../../api/feedback';
import { readJson, remove, write } from '../../../../lib/storage';

export interface FeedbackDraft {
  type: FeedbackType;
  content: string;
  contact: string;
  images: string[];
}

const KEY = 'draft:feedback';

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

export const readDraft = (): FeedbackDraft =>
  readJson(KEY, 'session', isDraft) ?? { type: 'suggestion', content: '', contact: '', images: [] };
export const saveDraft = (d: FeedbackDraft) => write(KEY, d, 'session');
export const clearDraft = () => remove(KEY, 'session');
