// The business licence photo: one image within the upload limit, uploaded at once; the page reads it by OCR.
import { Uploader } from '../../../../ui/Uploader';
import { uploadFile } from '../../../../api/file';
import { UPLOAD_MAX_IMAGE_MB } from '../../../../api/limits';

export interface LicencePhotoProps {
  url: string;
  /** OCR in progress */
  reading: boolean;
  error?: string;
  /** the uploaded photo's URL, or '' once deleted */
  onChange: (url: string) => void;
}

const upload = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, file.name, (fraction) => onProgress(Math.round(fraction * 100))).then((r) => r.url);

export function LicencePhoto({ url, reading, error, onChange }: LicencePhotoProps) {
  return (
    <section class="ent-licence">
      <h3 class="ent-licence__title">营业执照照片</h3>
      <Uploader
        value={url ? [url] : []}
        onChange={(urls) => onChange(urls[0] || '')}
        upload={upload}
        max={1}
        maxMB={UPLOAD_MAX_IMAGE_MB}
        label="上传营业执照照片"
      />
      {reading ? (
        <p class="ent-licence__reading" role="status">
          正在识别营业执照...
        </p>
      ) : (
        <p class="ent-licence__hint">上传后将自动识别企业名称、信用代码和法定代表人</p>
      )}
      {error && (
        <p class="ent-licence__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
