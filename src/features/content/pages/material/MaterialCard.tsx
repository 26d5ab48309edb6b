// One material: title, text, its images in a grid (or its video, inline with a poster frame) and
// the three actions: 复制文案, 保存图片, 分享海报.
import type { ShareMaterial } from '../../../../api/types';
import { formatDate } from '../../../../lib/time';

export interface MaterialCardProps {
  material: ShareMaterial;
  onCopy: () => void;
  onSave: () => void;
  onPoster: () => void;
}

export function MaterialCard({ material: m, onCopy, onSave, onPoster }: MaterialCardProps) {
  return (
    <article class="mat-card" aria-label={m.title}>
      <h3 class="mat-card__title">{m.title}</h3>
      <p class="mat-card__text">{m.text}</p>
      {m.videoUrl ? (
        <video
          class="mat-card__video"
          src={m.videoUrl}
          poster={m.images[0]}
          controls
          playsInline
          preload="none"
          {...{ 'webkit-playsinline': 'true', 'x5-playsinline': 'true' }}
        />
      ) : (
        <div class={`mat-card__imgs mat-card__imgs--${Math.min(m.images.length, 3)}`}>
          {m.images.map((src, i) => (
            <img key={`${src}-${i}`} src={src} alt={`${m.title} 图 ${i + 1}`} loading="lazy" decoding="async" />
          ))}
        </div>
      )}
      <p class="mat-card__date">{formatDate(m.createdAt)}</p>
      <div class="mat-card__actions">
        <button type="button" onClick={onCopy}>
          复制文案
        </button>
        <button type="button" onClick={onSave} disabled={!m.images.length}>
          保存图片
        </button>
        <button type="button" onClick={onPoster} disabled={!m.images.length}>
          分享海报
        </button>
      </div>
    </article>
  );
}
