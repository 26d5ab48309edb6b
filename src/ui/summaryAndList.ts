// A page that loads a summary (a resource) above a paged list: when both fail the partner meets one
// failure, the list's, and its 重新加载 (and a pull to refresh) loads the summary again too; the
// summary says nothing of its own then. A summary failing alone keeps its own failure and retry.
//   const { list, summaryShown } = summaryAndList(summary, members);
//   {summaryShown && <LoadState resource={summary} …>}  <List list={list} …>
import type { PagedList } from './List';
import type { Resource } from './useResource';

export function summaryAndList<S, T>(summary: Resource<S>, list: PagedList<T>) {
  const summaryFailed = summary.status === 'failed';
  const reloadFailedSummary = () => (summaryFailed ? summary.reload() : Promise.resolve());
  const listFailed = list.status === 'error' && !list.items.length;
  return {
    /** false while the list's failure speaks for both */
    summaryShown: !(summaryFailed && listFailed),
    list: {
      ...list,
      retry: () => {
        reloadFailedSummary();
        list.retry();
      },
      reload: () => Promise.all([reloadFailedSummary(), list.reload()]).then(() => {}),
    },
  };
}
