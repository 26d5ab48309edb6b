// The invoice an enterprise withdrawal requires: one photo of it, uploaded with progress.
import { uploadInvoice } from '../../../../api/file';
import { UPLOAD_MAX_IMAGE_MB } from '../../../../api/limits';
import { Uploader } from '../../../../ui/Uploader';

const upload = (file: File, onProgress: (percent: number) => void) =>
  uploadInvoice(file, file.name || 'invoice.jpg', (f) => onProgress(Math.round(f * 100))).then((r) => r.url);

export function InvoiceField({ url, onChange }: { url: string | null; onChange: (url: string | null) => void }) {
  return (
    <div class="ewd-invoice">
      <p class="ewd-invoice__label">
        发票<span class="ewd-invoice__required">（必填）</span>
      </p>
      <p class="ewd-invoice__tip">请上传与提现金额一致、抬头为本平台的增值税发票照片，{UPLOAD_MAX_IMAGE_MB}MB 以内</p>
      <Uploader
        value={url ? [url] : []}
        onChange={(urls) => onChange(urls[0] ?? null)}
        upload={upload}
        max={1}
        maxMB={UPLOAD_MAX_IMAGE_MB}
        label="上传发票照片"
      />
    </div>
  );
}
