// Grey placeholder lines while the first answer is on its way; a reader hears 加载中 instead of
// the empty bars.
import './Skeleton.css';

export interface SkeletonProps {
  rows?: number;
  title?: boolean;
  avatar?: boolean;
}

export function Skeleton({ rows = 3, title, avatar }: SkeletonProps) {
  return (
    <div class="ui-skeleton" aria-busy="true">
      <span class="visually-hidden">加载中</span>
      {avatar && <i class="ui-skeleton__avatar" />}
      <div>
        {title && <i class="ui-skeleton__title" />}
        {Array.from({ length: rows }, (_, i) => (
          <i key={i} />
        ))}
      </div>
    </div>
  );
}
