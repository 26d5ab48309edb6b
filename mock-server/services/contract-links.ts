// Signed links to contract documents. The app frames them, and a frame cannot send the token,
// so the link itself carries the right to see: `uid` (who it was issued to), `exp` (seconds
// since the epoch) and `sig`, an HMAC-SHA256 with this server's secret over document, user and
// expiry. An id in a URL is never enough: a missing, altered, expired or foreign signature is
// refused, and the user must still be allowed to see the document when it is opened.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'json-server';
import { asMock } from '../lib/context';

/** How long a link answered by the API can be opened (a list can sit on screen a while). */
export const LINK_TTL_MS = 60 * 60 * 1000;

const signature = (req: Request, doc: string, userId: number, exp: number) =>
  createHmac('sha256', asMock(req).mock.linkSecret).update(`${doc}\n${userId}\n${exp}`).digest('base64url');

/** `path` (it may have a query already) with the signature of `doc` for `userId`, valid LINK_TTL_MS. */
export function signedLink(req: Request, path: string, doc: string, userId: number, now = Date.now()): string {
  const exp = Math.floor((now + LINK_TTL_MS) / 1000);
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}uid=${userId}&exp=${exp}&sig=${signature(req, doc, userId, exp)}`;
}

/** Why a link to `doc` is refused (Chinese, for the page), or the user it was issued to. */
export function verifyLink(
  req: Request,
  doc: string,
  query: Record<string, unknown>,
): { userId: number } | { refusal: string } {
  const { uid, exp, sig } = query;
  if (typeof uid !== 'string' || typeof exp !== 'string' || typeof sig !== 'string' || !sig)
    return { refusal: '链接缺少签名，请回到应用中重新打开合同' };
  if (!/^\d{1,12}$/.test(uid) || !/^\d{1,12}$/.test(exp)) return { refusal: '链接无效，请回到应用中重新打开合同' };
  const expected = Buffer.from(signature(req, doc, Number(uid), Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { refusal: '链接签名无效，请回到应用中重新打开合同' };
  // checked after the signature: an expiry only counts when it is the one we signed
  if (Number(exp) * 1000 <= Date.now()) return { refusal: '链接已过期，请回到应用中重新打开合同' };
  return { userId: Number(uid) };
}

/** The document names the signature covers: one per page kind, so a link to one never opens another. */
export const contractDoc = (id: number) => `contract:${id}`;
export const applicationDoc = (id: number) => `application:${id}`;
export const previewDoc = (level: number, regionCode: string) => `preview:${level}:${regionCode}`;

export const contractLink = (req: Request, id: number, userId: number) =>
  signedLink(req, `/mock-contract/${id}`, contractDoc(id), userId);
export const applicationLink = (req: Request, id: number, userId: number) =>
  signedLink(req, `/mock-contract/application/${id}`, applicationDoc(id), userId);
export const previewLink = (req: Request, level: number, regionCode: string, userId: number) =>
  signedLink(req, `/mock-contract/preview?level=${level}&region=${regionCode}`, previewDoc(level, regionCode), userId);
