// A multipart upload with progress, through the request wrapper's headers, time-outs and envelope
// (src/api/http.ts). Apart from it so that what the earnings centre loads first does not carry it.
import { baseHeaders, checkContract, DEFAULT_TIMEOUT, SLOW_PATHS, settle, transportFailure } from './http';

export interface UploadOptions {
  /** Extra multipart fields beside the file. */
  fields?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  timeout?: number;
}

/** A multipart upload with progress (fetch cannot report upload progress, XHR can). */
export function upload<T>(url: string, file: Blob, name: string, options: UploadOptions = {}): Promise<T> {
  const path = url.split('?')[0];
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields || {})) form.append(k, v);
  form.append('file', file, name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', __API_BASE__ + url);
    xhr.timeout = options.timeout ?? SLOW_PATHS[path] ?? DEFAULT_TIMEOUT;
    for (const [k, v] of Object.entries(baseHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: settle() reads it as text
      }
      checkContract?.('POST', path, body);
      try {
        resolve(settle<T>(path, xhr.status, body));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(transportFailure(path));
    xhr.send(form);
  });
}
