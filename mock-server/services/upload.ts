// Multipart uploads: reads a bounded body, takes its `file` part, checks type and size against
// the kinds a route accepts, and stores it under UPLOADS_DIR (served back at /uploads/<name>).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Request } from 'json-server';
import { UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_VIDEO_MB } from '../../src/api/limits';
import { UPLOADS_DIR } from '../app';
import { MockError } from '../lib/envelope';

const MB = 1024 * 1024;
// room for the multipart boundaries, part headers and any small fields beside the file
const ENVELOPE_BYTES = 64 * 1024;
// past this we stop draining and drop the connection instead of answering
const DRAIN_LIMIT = 100 * MB;

export interface FileKind {
  /** what the user calls it: 图片, 视频, PDF */
  label: string;
  /** accepted MIME types; one ending in '/' accepts the whole family ('video/') */
  types: readonly string[];
  /** the formats named in the wrong-type message */
  formats: string;
  maxBytes: number;
}

export const IMAGE: FileKind = {
  label: '图片',
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  formats: 'JPG、PNG、WEBP、GIF',
  maxBytes: UPLOAD_MAX_IMAGE_MB * MB,
};
export const VIDEO: FileKind = {
  label: '视频',
  types: ['video/mp4', 'video/webm', 'video/quicktime'],
  formats: 'MP4、WEBM、MOV',
  maxBytes: UPLOAD_MAX_VIDEO_MB * MB,
};
export const PDF: FileKind = {
  label: 'PDF',
  types: ['application/pdf'],
  formats: 'PDF',
  maxBytes: UPLOAD_MAX_IMAGE_MB * MB,
};
/** what a phone records for face verification: any video format */
export const ANY_VIDEO: FileKind = {
  label: '视频',
  types: ['video/'],
  formats: '视频',
  maxBytes: UPLOAD_MAX_VIDEO_MB * MB,
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
  'application/pdf': '.pdf',
};
const TYPE_OF_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(EXTENSIONS).map(([t, e]) => [e, t])),
  '.jpeg': 'image/jpeg',
};

export interface UploadedPart {
  /** the file name the client gave */
  name: string;
  /** MIME type, from the part header or else the file name's extension */
  type: string;
  bytes: Buffer;
}

const tooBig = (kinds: readonly FileKind[]) =>
  new MockError(400, `文件过大：${kinds.map((k) => `${k.label}不能超过 ${k.maxBytes / MB} MB`).join('，')}`);

function readBody(req: Request, kinds: readonly FileKind[]): Promise<Buffer> {
  const limit = Math.max(...kinds.map((k) => k.maxBytes)) + ENVELOPE_BYTES;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) req.socket.destroy();
    });
    req.on('error', reject);
    req.on('aborted', () => reject(new MockError(400, '上传中断，请重新上传')));
    req.on('end', () => (size > limit ? reject(tooBig(kinds)) : resolve(Buffer.concat(chunks))));
  });
}

function typeOf(declared: string, name: string): string {
  const type = declared.split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  return TYPE_OF_EXTENSION[extname(name).toLowerCase()] ?? type;
}

interface Part {
  field: string;
  /** null for a plain text field */
  filename: string | null;
  type: string;
  data: Buffer;
}

/**
 * The parts of a multipart/form-data body (RFC 7578), or null when it is malformed. Our own
 * few lines rather than undici's `Response.formData()`, which depends on the global `File`
 * (swapped for happy-dom's in the test process).
 */
function parseMultipart(body: Buffer, boundary: string): Part[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  const parts: Part[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  for (;;) {
    pos += delimiter.length;
    if (body.toString('latin1', pos, pos + 2) === '--') return parts;
    if (body.toString('latin1', pos, pos + 2) !== '\r\n') return null;
    const headerEnd = body.indexOf('\r\n\r\n', pos + 2);
    if (headerEnd < 0) return null;
    const next = body.indexOf(between, headerEnd + 4);
    if (next < 0) return null;
    const headers = body.toString('utf8', pos + 2, headerEnd);
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const field = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (field === undefined) return null;
    parts.push({
      field,
      filename: /;\s*filename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
      type: /^content-type:\s*(.*)$/im.exec(headers)?.[1].trim() ?? '',
      data: body.subarray(headerEnd + 4, next),
    });
    pos = next + 2;
  }
}

/** The `file` part of a multipart request, checked against `kinds` (400 naming the problem). */
export async function readUpload(req: Request, kinds: readonly FileKind[]): Promise<UploadedPart> {
  const contentType = req.headers['content-type'] || '';
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new MockError(400, '请以 multipart/form-data 格式上传文件（字段名 file）');
  const parts = parseMultipart(await readBody(req, kinds), boundary[1] ?? boundary[2]);
  if (!parts) throw new MockError(400, '上传内容格式不正确，请重新选择文件');
  const file = parts.find((p) => p.field === 'file' && p.filename !== null);
  if (!file) throw new MockError(400, '请选择要上传的文件（字段名 file）');
  const name = file.filename ?? '';
  const type = typeOf(file.type, name);
  const kind = kinds.find((k) => k.types.some((t) => (t.endsWith('/') ? type.startsWith(t) : type === t)));
  if (!kind) {
    throw new MockError(
      400,
      `不支持该文件类型（${type || '未知'}），只能上传${kinds.map((k) => (k.formats === k.label ? k.label : `${k.label}（${k.formats}）`)).join('或')}`,
    );
  }
  if (file.data.length === 0) throw new MockError(400, '文件内容为空，请重新选择');
  if (file.data.length > kind.maxBytes)
    throw new MockError(400, `${kind.label}不能超过 ${kind.maxBytes / MB} MB，请压缩后重新上传`);
  return { name, type, bytes: file.data };
}

/** Stores an upload under a random name keeping its extension (when it matches the type); returns the URL path. */
export function storeUpload(part: UploadedPart): string {
  const own = extname(part.name).toLowerCase();
  const ext = TYPE_OF_EXTENSION[own] === part.type ? own : EXTENSIONS[part.type];
  if (!ext) throw new Error(`storeUpload: no extension for ${part.type}`);
  const name = `${randomBytes(12).toString('hex')}${ext}`;
  mkdirSync(UPLOADS_DIR, { recursive: true });
  writeFileSync(join(UPLOADS_DIR, name), part.bytes);
  return `/uploads/${name}`;
}
