// SMS verification codes: always 123456, valid 5 minutes and reusable until then; one send per
// mobile and scene per 60 s; from the 4th send to a mobile within an hour, a captcha first.
import type { Request } from 'json-server';
import type { VerifyCodeScene } from '../../src/api/common';
import { memory } from '../lib/context';

export const VERIFY_CODE = '123456';
export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;
export const FREE_SENDS_PER_HOUR = 3;
const HOUR = 3600 * 1000;

const issued = (req: Request) =>
  memory(req, 'verifyCodes', () => new Map<string, { expiresAt: number; sentAt: number }>());
const sends = (req: Request) => memory(req, 'verifyCodeSends', () => new Map<string, number[]>());

/** Seconds to wait before another code for this mobile and scene (0: may send now). */
export function waitSeconds(req: Request, mobile: string, scene: VerifyCodeScene): number {
  const last = issued(req).get(`${scene}:${mobile}`);
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.sentAt + RESEND_SECONDS * 1000 - Date.now()) / 1000));
}

/** Has this mobile had its free sends within the hour (so a captcha comes first)? */
export function needsCaptcha(req: Request, mobile: string): boolean {
  const recent = (sends(req).get(mobile) || []).filter((t) => Date.now() - t < HOUR);
  return recent.length >= FREE_SENDS_PER_HOUR;
}

export function sendCode(req: Request, mobile: string, scene: VerifyCodeScene): void {
  const now = Date.now();
  issued(req).set(`${scene}:${mobile}`, { sentAt: now, expiresAt: now + CODE_TTL_SECONDS * 1000 });
  const list = (sends(req).get(mobile) || []).filter((t) => now - t < HOUR);
  list.push(now);
  sends(req).set(mobile, list);
}

/** Is `code` a live code sent to this mobile for this scene? */
export function codeIsValid(req: Request, mobile: string, scene: VerifyCodeScene, code: string): boolean {
  const entry = issued(req).get(`${scene}:${mobile}`);
  return !!entry && entry.expiresAt > Date.now() && code === VERIFY_CODE;
}
