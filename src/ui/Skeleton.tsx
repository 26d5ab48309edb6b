// Grey placeholder lines while the first answer is on its way; the content once it is there.
import type { ComponentChildren } from 'preact';
import './Skeleton.css';

export interface SkeletonProps {
  loading?: boolean;
  rows?: number;
  title?: boolean;
  avatar?: boolean;
  children?: ComponentChildren;
}

export function Skeleton({ loading = true, rows = 3, title, avatar, children }: SkeletonProps) {
  if (!loading) return <>{children}</>;
  return (
    <div class="ui-skeleton" aria-busy="true" aria-label="加载中">
      {avatar && <i class="ui-skeleton__avatar" />}
      <div>
        {title && <i class="ui-skeleton__title" />}
        {Array.from({ length: rows }, (_, i) => <i key={i} />)}
      </div>
    </div>
  );
}
