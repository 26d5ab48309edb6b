// Uploads: /api/file/uploadH5 (form images and videos) and /api/file/uploadInvoiceH5 (invoices).
import { post, ok } from '../kit';
import { IMAGE, PDF, VIDEO, readUpload, storeUpload } from '../services/upload';

export default [
  post('/api/file/uploadH5', async (req, res) => {
    const part = await readUpload(req, [IMAGE, VIDEO]);
    ok(res, { url: storeUpload(part) });
  }),
  post('/api/file/uploadInvoiceH5', async (req, res) => {
    const part = await readUpload(req, [IMAGE, PDF]);
    ok(res, { url: storeUpload(part) });
  }),
];
