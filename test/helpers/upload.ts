// Multipart uploads against the mock server in tests, read like the JSON calls. The body is
// built by hand (as a browser does, UTF-8 file names included): under test/setup.ts `File` is
// happy-dom's, which Node's own FormData cannot send.
import { randomBytes } from 'node:crypto';
import { read, type Answer } from './mock';

export interface TestFile {
  /** the content, or a size to fill with filler bytes */
  bytes: Uint8Array | number;
  type: string;
  name: string;
}

/** A multipart/form-data body: `fields` as text parts, then `file` (if any) as field `file`. */
export function multipart(
  file: TestFile | null,
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    const bytes = typeof file.bytes === 'number' ? Buffer.alloc(file.bytes, 7) : Buffer.from(file.bytes);
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name.replace(/"/g, '%22')}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs `file` (or no file when null) as multipart field `file`, plus any other fields. */
export async function postFile(
  url: string,
  file: TestFile | null,
  headers: Record<string, string> = {},
  fields: Record<string, string> = {},
): Promise<Answer> {
  const { body, contentType } = multipart(file, fields);
  return read(
    await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      body: new Uint8Array(body),
    }),
  );
}

/** Uploads a small PNG as the holder of `headers` (a token) and answers the URL the server issued for it. */
export async function uploadedImage(
  serverUrl: string,
  headers: Record<string, string>,
  name = 'photo.png',
): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const answer = await postFile(`${serverUrl}/api/file/uploadH5`, { bytes: png, type: 'image/png', name }, headers);
  if (answer.code !== 0) throw new Error(`upload: ${answer.code} ${answer.message}`);
  return answer.data.url as string;
}
