// Problem feedback from the user.
import { request } from './http';
import type { FeedbackBody } from './contract/content';
import type { Feedback } from './types';

export { FEEDBACK_TYPES, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES } from './limits';

export type { FeedbackBody } from './contract/content';

/** POST /api/user/addFeedBack */
export function addFeedBack(body: FeedbackBody, idempotencyKey: string): Promise<Feedback> {
  return request<Feedback>({ url: '/api/user/addFeedBack', method: 'POST', data: body, idempotencyKey });
}
