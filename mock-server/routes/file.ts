// Uploads: /api/file/uploadH5 (form images and videos) and /api/file/uploadInvoiceH5 (invoices).
// Each stored file is recorded with its uploader: a form may then send only its own user's files
// (lib/media.ts).
import { post, ok, tables, save, nextId, nowIso, type SignedInRequest } from '../kit';
import { IMAGE, PDF, VIDEO, readUpload, storeUpload, type FileKind } from '../services/upload';

async function receive(req: SignedInRequest, kinds: readonly FileKind[]): Promise<{ url: string }> {
  const url = storeUpload(await readUpload(req, kinds));
  const db = tables(req);
  db.uploads.push({ id: nextId(db.uploads), userId: req.user.id, url, createdAt: nowIso() });
  save(req);
  return { url };
}

export default [
  post('/api/file/uploadH5', async (req, res) => ok(res, await receive(req, [IMAGE, VIDEO]))),
  post('/api/file/uploadInvoiceH5', async (req, res) => ok(res, await receive(req, [IMAGE, PDF]))),
];
