// Photos (or videos) for a form: pick, check type, size and video length, shrink photos in a
// canvas, upload one at a time with progress, preview, delete. The page passes `upload` (built
// on the request wrapper), so the kit never calls the API itself.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'react';
import { ImagePreview } from './ImagePreview';
import { toast } from './toast';
import './Uploader.css';

export interface UploaderProps {
  /** URLs of the uploaded files */
  value: string[];
  onChange: (urls: string[]) => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  kind?: 'image' | 'video';
  /** how many files at most: 52 photos or 1 video by default */
  max?: number;
  maxMB?: number;
  maxSeconds?: number;
  /** accessible name of the add button */
  label?: string;
}

interface Pending {
  file: File;
  preview: string;
  percent: number;
  failed?: boolean;
}

/** A JPEG at most `side` px on its longest side, when that is smaller than the original. */
export async function compressImage(file: File, side = 1600, quality = 0.8): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return file; // GIFs would lose their animation
  try {
    const img = new Image();
    img.src = URL.createObjectURL(file);
    await img.decode();
    const scale = Math.min(1, side / Math.max(img.naturalWidth, img.naturalHeight));
    const canvas = document.createElement('canvas');
    const w = Math.round(img.naturalWidth * scale);
    const h = Math.round(img.naturalHeight * scale);
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff'; // transparent PNG areas would turn black in a JPEG
    ctx.fillRect(0, 0, w, h);
    ctx.drawImage(img, 0, 0, w, h);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    return blob && blob.size < file.size
      ? new File([blob], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })
      : file;
  } catch {
    return file; // a format the WebView cannot draw goes up as it is
  }
}

// 0 when the WebView cannot read it: the server checks the length again anyway.
const videoSeconds = (file: File) =>
  new Promise<number>((resolve) => {
    const video = document.createElement('video');
    video.onloadedmetadata = () => resolve(video.duration);
    video.onerror = () => resolve(0);
    video.src = URL.createObjectURL(file);
  });

export function Uploader({
  value,
  onChange,
  upload,
  kind = 'image',
  max = kind === 'image' ? 52 : 1,
  maxMB = 20,
  maxSeconds = 60,
  label,
}: UploaderProps) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [previewAt, setPreviewAt] = useState(-1);
  const latest = useRef(value);
  latest.current = value;
  const word = kind === 'image' ? '图片' : '视频';
  const refresh = () => setPending((list) => list.slice());
  const drop = (p: Pending) => setPending((list) => list.filter((x) => x !== p));

  async function send(p: Pending) {
    p.failed = false;
    try {
      const url = await upload(p.file, (percent) => {
        p.percent = percent;
        refresh();
      });
      drop(p);
      // kept at once: the next upload of the batch may finish before the parent renders again
      latest.current = latest.current.concat(url);
      onChange(latest.current);
    } catch {
      p.failed = true;
      refresh();
    }
  }

  async function add(e: Event) {
    const input = e.currentTarget as HTMLInputElement;
    const files = Array.from(input.files!).slice(0, max - value.length - pending.length);
    input.value = ''; // the same file can be picked again
    const ready: Pending[] = [];
    for (let file of files) {
      let error = file.type.indexOf(kind)
        ? `请选择${word}文件`
        : kind === 'video' && (await videoSeconds(file)) > maxSeconds && `视频不能超过${maxSeconds}秒`;
      if (kind === 'image') file = await compressImage(file);
      if (file.size > maxMB * 1048576) error = error || `${word}不能超过${maxMB}MB`;
      if (error) toast(error, { type: 'error' });
      else ready.push({ file, preview: URL.createObjectURL(file), percent: 0 });
    }
    setPending((list) => list.concat(ready));
    for (const p of ready) await send(p); // one at a time: weak networks do better
  }

  const tile = (src: string, i: number, extra: ComponentChildren, onDelete?: () => void) => (
    <div key={src}>
      {kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: the user's own recording, previewed first, has no captions
        <video src={src} controls playsInline />
      ) : (
        <button
          type="button"
          class="ui-uploader__open"
          aria-label="查看大图"
          disabled={i < 0}
          onClick={() => setPreviewAt(i)}
        >
          <img src={src} alt="" />
        </button>
      )}
      {extra}
      {onDelete && <button type="button" class="ui-uploader__del" aria-label="删除" onClick={onDelete} />}
    </div>
  );
  return (
    <div class="ui-uploader">
      {value.map((url, i) => tile(url, i, null, () => onChange(value.filter((u) => u !== url))))}
      {pending.map((p) =>
        p.failed
          ? tile(
              p.preview,
              -1,
              <button type="button" class="ui-uploader__mask" onClick={() => send(p)}>
                上传失败 重试
              </button>,
              () => drop(p),
            )
          : tile(
              p.preview,
              -1,
              <span class="ui-uploader__mask" role="progressbar" aria-valuenow={p.percent}>
                {p.percent}%
              </span>,
            ),
      )}
      {value.length + pending.length < max && (
        <label class="ui-uploader__add">
          <input
            type="file"
            accept={`${kind}/*`}
            multiple={kind === 'image'}
            aria-label={label || `上传${word}`}
            onChange={add}
          />
        </label>
      )}
      <ImagePreview images={value} open={previewAt >= 0} start={previewAt} onClose={() => setPreviewAt(-1)} />
    </div>
  );
}
