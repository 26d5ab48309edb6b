// Full-screen photos: swipe (or arrow keys) between them, tap, Escape or back to close. The strip
// of photos is one button (关闭预览), so a tap, Enter or Space closes and it takes the arrow keys.
import { useEffect, useRef, useState } from 'react';
import { arrowStep } from './arrows';
import { Popup } from './Popup';
import './ImagePreview.css';

export interface ImagePreviewProps {
  images: string[];
  open: boolean;
  onClose: () => void;
  /** index shown first */
  start?: number;
}

export function ImagePreview({ images, open, onClose, start = 0 }: ImagePreviewProps) {
  const [at, setAt] = useState(start);
  const startX = useRef(0);
  useEffect(() => {
    if (open) setAt(start);
  }, [open, start]);
  const go = (step: number) => setAt(Math.max(0, Math.min(images.length - 1, at + step)));

  return (
    <Popup open={open} onClose={onClose} position="center" class="ui-preview" label="图片预览">
      <button
        type="button"
        aria-label="关闭预览"
        style={{ transform: `translateX(${-at * 100}%)` }}
        onTouchStart={(e) => {
          startX.current = e.touches[0].clientX;
        }}
        onTouchEnd={(e) => {
          const dx = e.changedTouches[0].clientX - startX.current;
          if (Math.abs(dx) < 40) return;
          e.preventDefault(); // a swipe is not the tap that closes
          go(dx < 0 ? 1 : -1);
        }}
        onClick={onClose}
        onKeyDown={(e) => go(arrowStep(e))}
      >
        {images.map((src) => (
          <img key={src} src={src} alt="" />
        ))}
      </button>
      <p>
        {at + 1}/{images.length}
      </p>
    </Popup>
  );
}
