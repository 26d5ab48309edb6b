// The store's photos (1 to 9) and its business licence (one), each compressed, uploaded with
// progress and retried by the kit's Uploader; errors under each part.
import { fileProblem, uploadFile } from '../../api/file';
import { STORE_MAX_PHOTOS } from '../../api/limits';
import { Uploader } from '../../ui/Uploader';
import './store.css';

export const uploadImage = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, file.name || 'photo.jpg', (f) => onProgress(Math.round(f * 100))).then((r) => r.url);

export interface StorePhotosProps {
  photos: string[];
  licenseUrl: string;
  onPhotos: (urls: string[]) => void;
  onLicense: (url: string) => void;
  photosError?: string;
  licenseError?: string;
}

export function StorePhotos(p: StorePhotosProps) {
  return (
    <>
      <section class="store-photos" aria-labelledby="store-photos-title">
        <h3 id="store-photos-title" class="store-photos__title">
          门店照片<small>（1 至 {STORE_MAX_PHOTOS} 张，门头和店内各一张以上）</small>
        </h3>
        <Uploader
          value={p.photos}
          onChange={p.onPhotos}
          upload={uploadImage}
          max={STORE_MAX_PHOTOS}
          label="上传门店照片"
        />
        {p.photosError && (
          <p class="store-photos__error" role="alert">
            {p.photosError}
          </p>
        )}
      </section>
      <section class="store-photos" aria-labelledby="store-license-title">
        <h3 id="store-license-title" class="store-photos__title">
          营业执照<small>（1 张，四角完整、文字清晰）</small>
        </h3>
        <Uploader
          value={p.licenseUrl ? [p.licenseUrl] : []}
          onChange={(urls) => p.onLicense(urls[urls.length - 1] ?? '')}
          upload={uploadImage}
          max={1}
          label="上传营业执照"
        />
        {p.licenseError && (
          <p class="store-photos__error" role="alert">
            {p.licenseError}
          </p>
        )}
      </section>
    </>
  );
}

/** The messages of a photo set that cannot be sent yet. */
export function photoProblems(photos: string[], licenseUrl: string): { photos?: string; license?: string } {
  return {
    photos: photos.length ? (fileProblem(photos, '门店照片') ?? undefined) : '请上传至少 1 张门店照片',
    license: licenseUrl ? (fileProblem([licenseUrl], '营业执照') ?? undefined) : '请上传营业执照',
  };
}
