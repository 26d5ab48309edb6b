// Readers for fields that hold an uploaded file: only addresses this server issued (the shared
// rule of src/lib/media.ts), and of those under /uploads/ only the caller's own uploads (the
// `uploads` collection records who sent each file); a seed image must exist. Anything else is
// a 400 naming the field. The value kept is the path, whatever origin came in front of it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'json-server';
import { foreignMediaMessage, ownMediaPath } from '../../src/lib/media';
import { asMock, tables } from './context';
import { MockError } from './envelope';
import type { Input } from './input';

export const IMAGES_DIR = join(import.meta.dirname, '..', 'seed', 'images');

const invalid = (field: string, message: string) => new MockError(400, message, 400, { field });

/** This server's origin as the caller reached it. */
const originOf = (req: Request) => `${req.protocol}://${req.headers.host ?? ''}`;

function check(req: Request, value: unknown, field: string, label: string): string {
  const path = ownMediaPath(typeof value === 'string' ? value.trim() : value, originOf(req));
  const userId = asMock(req).userId;
  const ours =
    path !== null &&
    (path.startsWith('/uploads/')
      ? tables(req).uploads.some((u) => u.url === path && u.userId === userId)
      : existsSync(join(IMAGES_DIR, path.slice('/mock-static/'.length))));
  if (!ours) throw invalid(field, foreignMediaMessage(label));
  return path;
}

/** A required URL of a file the caller uploaded (or a seed image). */
export function mediaUrl(req: Request, input: Input, field: string, label: string): string {
  const v = input[field];
  if (v === undefined || v === null || v === '') throw invalid(field, `请上传${label}`);
  return check(req, v, field, label);
}

/** The same, optional: undefined when absent. */
export function optMediaUrl(req: Request, input: Input, field: string, label: string): string | undefined {
  const v = input[field];
  return v === undefined || v === null || v === '' ? undefined : check(req, v, field, label);
}

/** A list of such URLs, `min` to `max` of them. */
export function mediaUrls(
  req: Request,
  input: Input,
  field: string,
  label: string,
  { min = 0, max }: { min?: number; max: number },
): string[] {
  const v = input[field] ?? [];
  if (!Array.isArray(v)) throw invalid(field, `${label}格式不正确`);
  if (v.length < min) throw invalid(field, `请至少上传 ${min} 张${label}`);
  if (v.length > max) throw invalid(field, `${label}最多 ${max} 张`);
  return v.map((item) => check(req, item, field, label));
}
