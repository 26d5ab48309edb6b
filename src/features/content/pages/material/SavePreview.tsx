// 保存图片 inside WeChat: its browser ignores downloads, so the images show full screen with the
// hint to long-press one and save it to the album.
import { Popup } from '../../../../ui/Popup';

export interface SavePreviewProps {
  images: string[];
  open: boolean;
  onClose: () => void;
  /** what the images are, for the dialog's name */
  label: string;
}

export function SavePreview({ images, open, onClose, label }: SavePreviewProps) {
  return (
    <Popup open={open} onClose={onClose} position="center" class="mat-preview" label={label}>
      <p class="mat-preview__hint">长按图片保存到相册</p>
      <div class="mat-preview__imgs">
        {images.map((src) => (
          <img key={src} src={src} alt={label} />
        ))}
      </div>
      <button type="button" class="mat-preview__close" onClick={onClose}>
        关闭
      </button>
    </Popup>
  );
}
