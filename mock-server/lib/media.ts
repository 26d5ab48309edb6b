// Readers for image/video URL fields: only files this server serves (an upload under /uploads/
// or a seed image under /mock-static/), optionally with this server's origin in front.
import { MockError } from './envelope';
import type { Input } from './input';

const MEDIA_URL = /^(?:https?:\/\/[^/?#\s]+)?\/(?:uploads|mock-static)\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

const invalid = (field: string, message: string) => new MockError(400, message, 400, { field });

function check(value: unknown, field: string, label: string): string {
  if (typeof value !== 'string' || !MEDIA_URL.test(value.trim()) || value.includes('..')) {
    throw invalid(field, `${label}地址无效，请重新上传`);
  }
  return value.trim();
}

/** A required URL of an uploaded (or seed) file. */
export function mediaUrl(input: Input, field: string, label: string): string {
  const v = input[field];
  if (v === undefined || v === null || v === '') throw invalid(field, `请上传${label}`);
  return check(v, field, label);
}

/** A list of such URLs, `min` to `max` of them. */
export function mediaUrls(
  input: Input,
  field: string,
  label: string,
  { min = 0, max }: { min?: number; max: number },
): string[] {
  const v = input[field] ?? [];
  if (!Array.isArray(v)) throw invalid(field, `${label}格式不正确`);
  if (v.length < min) throw invalid(field, `请至少上传 ${min} 张${label}`);
  if (v.length > max) throw invalid(field, `${label}最多 ${max} 张`);
  return v.map((item) => check(item, field, label));
}
