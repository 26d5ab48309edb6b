// Image captchas: an SVG of 4 characters with noise lines, kept 5 minutes, validated any number
// of times but used once (by getVerifyCode or login).
import { randomBytes, randomInt } from 'node:crypto';
import type { Request } from 'json-server';
import { memory } from '../lib/context';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** the answer to a wrong, used or expired captcha, wherever one is checked */
export const CAPTCHA_WRONG = '图形验证码错误或已过期，请重新获取';
// no 0/O, 1/I/L: they are hard to tell apart on a small phone screen
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

interface Captcha {
  answer: string;
  createdAt: number;
  used: boolean;
}

const captchas = (req: Request) => memory(req, 'captchas', () => new Map<string, Captcha>());

function svgOf(text: string): string {
  const colors = ['#1677ff', '#ee0a24', '#07c160', '#ff976a', '#722ed1'];
  const glyphs = [...text].map((ch, i) => {
    const x = 14 + i * 26;
    const y = 28 + randomInt(-4, 5);
    const rotate = randomInt(-25, 26);
    const fill = colors[randomInt(colors.length)];
    return (
      `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" fill="${fill}"` +
      ` font-size="24" font-family="Arial, sans-serif" font-weight="bold">${ch}</text>`
    );
  });
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${randomInt(0, 120)}" y1="${randomInt(0, 40)}" x2="${randomInt(0, 120)}" y2="${randomInt(0, 40)}"` +
      ` stroke="${colors[randomInt(colors.length)]}" stroke-width="1"/>`,
  );
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    `<rect width="120" height="40" fill="#f2f3f5"/>${lines.join('')}${glyphs.join('')}</svg>`
  );
}

export function newCaptcha(req: Request): { captchaKey: string; image: string } {
  const store = captchas(req);
  const now = Date.now();
  for (const [key, c] of store) if (now - c.createdAt > CAPTCHA_TTL_MS) store.delete(key);
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const captchaKey = randomBytes(12).toString('hex');
  store.set(captchaKey, { answer, createdAt: now, used: false });
  return { captchaKey, image: `data:image/svg+xml;base64,${Buffer.from(svgOf(answer)).toString('base64')}` };
}

function live(req: Request, key: string): Captcha | undefined {
  const c = captchas(req).get(key);
  return c && !c.used && Date.now() - c.createdAt <= CAPTCHA_TTL_MS ? c : undefined;
}

/** Is `answer` right for `key` (case-insensitive)? Does not use the captcha up. */
export function captchaMatches(req: Request, key: string, answer: string): boolean {
  const c = live(req, key);
  return !!c && c.answer === answer.trim().toUpperCase();
}

/** Checks and uses up the captcha: true once per solved captcha. */
export function useCaptcha(req: Request, key: string | undefined, answer: string | undefined): boolean {
  if (!key || !answer || !captchaMatches(req, key, answer)) return false;
  captchas(req).get(key)!.used = true;
  return true;
}

/** The answer of a captcha, for tests (GET /__mock/captcha/:key). */
export const captchaAnswer = (req: Request, key: string): string | null => captchas(req).get(key)?.answer ?? null;
