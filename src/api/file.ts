// Upload calls: images and videos for forms, invoices for enterprise withdrawals.
import { mediaProblem } from '../lib/media';
import type { UploadedFile } from './contract/content';
import { upload } from './upload';

export type { UploadedFile } from './contract/content';

/** POST /api/file/uploadH5 (images up to 5 MB, videos up to 20 MB) */
export function uploadFile(file: Blob, name: string, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  return upload<UploadedFile>('/api/file/uploadH5', file, name, { onProgress });
}

/** POST /api/file/uploadInvoiceH5 (an image or PDF up to 5 MB) */
export function uploadInvoice(
  file: Blob,
  name: string,
  onProgress?: (fraction: number) => void,
): Promise<UploadedFile> {
  return upload<UploadedFile>('/api/file/uploadInvoiceH5', file, name, { onProgress });
}

/** The origin of the API server, which serves the uploads (same origin unless API_BASE says). */
const apiOrigin = () => (__API_BASE__ ? new URL(__API_BASE__, location.href).origin : location.origin);

/**
 * Checked before a form sends file addresses (a draft could hold anything): the message for the
 * field when one is not a file our server issued, else null.
 */
export const fileProblem = (urls: readonly unknown[], label: string): string | null =>
  mediaProblem(urls, apiOrigin(), label);
