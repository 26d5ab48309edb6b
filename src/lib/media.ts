// Which file addresses are ours: a file the API server stored from uploadH5 / uploadInvoiceH5
// (/uploads/<name>) or one of the seed images it serves (/mock-static/<name>), as the path it
// answered or with the API server's origin in front. Another host, a protocol-relative
// //host, a data: or javascript: URL, a query, or a path that climbs (..) is not. The forms
// check it before sending; the mock's media reader checks it (and who uploaded the file).

const OWN_PATH = /^\/(?:uploads|mock-static)\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

/** The path of `url` when it is one of ours on the server at `origin` (e.g. 'http://localhost:3000'), else null. */
export function ownMediaPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  const path = origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  return OWN_PATH.test(path) && !path.includes('..') && !path.includes('//') ? path : null;
}

export const isOwnMediaUrl = (url: unknown, origin: string): boolean => ownMediaPath(url, origin) !== null;

/** What a form and the server say of a file address that is not ours, for the field's `label`. */
export const foreignMediaMessage = (label: string): string => `${label}地址无效，请重新上传`;

/** The message for the first of `urls` that is not ours, or null when all are. */
export function mediaProblem(urls: readonly unknown[], origin: string, label: string): string | null {
  return urls.every((u) => isOwnMediaUrl(u, origin)) ? null : foreignMediaMessage(label);
}
