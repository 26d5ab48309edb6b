// Grey placeholder lines while the first answer is on its way.
import './Skeleton.css';

export interface SkeletonProps {
  rows?: number;
  title?: boolean;
  avatar?: boolean;
}

export function Skeleton({ rows = 3, title, avatar }: SkeletonProps) {
  return (
    <div class="ui-skeleton" aria-busy="true" aria-label="加载中">
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
