// Problem feedback from the user.
import { request } from './http';
import type { Feedback, FeedbackType } from './types';

export { FEEDBACK_TYPES, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES } from './limits';

export interface FeedbackBody {
  type: FeedbackType;
  /** 1 to 500 characters */
  content: string;
  /** at most 9 URLs returned by uploadFile */
  images: string[];
  /** optional: a mobile or any text of at most 50 characters */
  contact?: string;
}

/** POST /api/user/addFeedBack */
export function addFeedBack(body: FeedbackBody, idempotencyKey: string): Promise<Feedback> {
  return request<Feedback>({ url: '/api/user/addFeedBack', method: 'POST', data: body, idempotencyKey });
}
