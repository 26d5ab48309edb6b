// Renders a useResource: a skeleton while the first answer is on its way, <LoadFailed> (a picture,
// a sentence and 重新加载) when it failed, the `empty` view when the answer has nothing, else the
// children with the data. A reload that failed over an answer shown (a page visited before, a
// refresh) leaves the answer and says so in one line above it: the content is never shown as fresh.
import type { ComponentChildren } from 'preact';
import { LoadFailed, LoadFailedLine } from './LoadFailed';
import { Skeleton } from './Skeleton';
import type { Resource } from './useResource';

export interface LoadStateProps<T> {
  resource: Resource<T>;
  /** e.g. 银行卡加载失败: the reason and a hint to retry follow it */
  failedText: string;
  /** what shows while loading; a 4-row skeleton when left out */
  skeleton?: ComponentChildren;
  /** when the answer counts as empty, and what to show then */
  isEmpty?: (data: T) => boolean;
  empty?: ComponentChildren;
  children: (data: T) => ComponentChildren;
}

export function LoadState<T>({ resource, failedText, skeleton, isEmpty, empty, children }: LoadStateProps<T>) {
  if (resource.data !== undefined) {
    const failed = resource.error !== undefined && (
      <LoadFailedLine what={failedText} reason={resource.error} onRetry={() => resource.reload()} />
    );
    return (
      <>
        {failed}
        {isEmpty?.(resource.data) ? empty : children(resource.data)}
      </>
    );
  }
  if (resource.status === 'failed') {
    return <LoadFailed what={failedText} reason={resource.error} onRetry={() => resource.reload()} />;
  }
  return <>{skeleton ?? <Skeleton rows={4} title />}</>;
}
