// Multipart uploads: busboy reads the body, we keep its `file` part, check type and size against
// the kinds a route accepts, and store it under UPLOADS_DIR (served back at /uploads/<name>).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import busboy, { type Busboy } from 'busboy';
import type { Request } from 'json-server';
import { UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_VIDEO_MB } from '../../src/api/limits';
import { MockError } from '../lib/envelope';

/** Where uploaded files are kept (git-ignored), served back at /uploads/<name> by app.ts. */
export const UPLOADS_DIR = join(import.meta.dirname, '..', 'uploads');

const MB = 1024 * 1024;
// past this we stop reading and drop the connection instead of answering
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

/** The part's own type, unless it only says "some bytes": then the file name's extension decides. */
function typeOf(declared: string, name: string): string {
  const type = declared.split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  return TYPE_OF_EXTENSION[extname(name).toLowerCase()] ?? type;
}

interface FilePart {
  name: string;
  declaredType: string;
  bytes: Buffer;
  /** more bytes came than `limit`: only the first `limit` are kept */
  truncated: boolean;
}

const notMultipart = () => new MockError(400, '请以 multipart/form-data 格式上传文件（字段名 file）');

/** The first file part named `file` (null when there is none), keeping at most `limit` bytes of it. */
function readFilePart(req: Request, limit: number): Promise<FilePart | null> {
  let parser: Busboy;
  try {
    // file names are UTF-8 as browsers send them (busboy's default for them is latin1)
    parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: limit } });
  } catch {
    return Promise.reject(notMultipart()); // not multipart/form-data, or no boundary
  }
  return new Promise((resolve, reject) => {
    let found: (Omit<FilePart, 'bytes'> & { chunks: Buffer[] }) | null = null;
    parser.on('file', (field, stream, info) => {
      // a body cut short fails the part too: the parser's own 'error' below answers for both
      stream.on('error', () => {});
      if (field !== 'file' || found || info.filename === undefined) {
        stream.resume();
        return;
      }
      const part = { name: info.filename, declaredType: info.mimeType, chunks: [] as Buffer[], truncated: false };
      found = part;
      stream.on('data', (chunk: Buffer) => part.chunks.push(chunk));
      stream.on('limit', () => {
        part.truncated = true;
      });
    });
    parser.on('close', () => {
      if (!found) return resolve(null);
      const { chunks, ...part } = found;
      resolve({ ...part, bytes: Buffer.concat(chunks) });
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(new MockError(400, '上传内容格式不正确，请重新选择文件'));
    });
    const interrupted = () => reject(new MockError(400, '上传中断，请重新上传'));
    req.on('aborted', interrupted);
    req.on('error', interrupted);
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT) req.socket.destroy();
    });
    req.pipe(parser);
  });
}

/** The `file` part of a multipart request, checked against `kinds` (400 naming the problem). */
export async function readUpload(req: Request, kinds: readonly FileKind[]): Promise<UploadedPart> {
  const file = await readFilePart(req, Math.max(...kinds.map((k) => k.maxBytes)));
  if (!file) throw new MockError(400, '请选择要上传的文件（字段名 file）');
  const type = typeOf(file.declaredType, file.name);
  const kind = kinds.find((k) => k.types.some((t) => (t.endsWith('/') ? type.startsWith(t) : type === t)));
  if (!kind) {
    const accepted = kinds.map((k) => (k.formats === k.label ? k.label : `${k.label}（${k.formats}）`));
    throw new MockError(400, `不支持该文件类型（${type || '未知'}），只能上传${accepted.join('或')}`);
  }
  if (file.bytes.length === 0) throw new MockError(400, '文件内容为空，请重新选择');
  if (file.truncated || file.bytes.length > kind.maxBytes)
    throw new MockError(400, `${kind.label}不能超过 ${kind.maxBytes / MB} MB，请压缩后重新上传`);
  return { name: file.name, type, bytes: file.bytes };
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
