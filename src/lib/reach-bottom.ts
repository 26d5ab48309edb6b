// "Reached the bottom" for paged lists, the way the mini-program's onReachBottom works: the next
// page loads when the page's end comes within a distance of the screen's bottom. Each list names
// its distance (SPEC: the wash cards use 20 px); a scroll listener covers WebViews whose
// IntersectionObserver is missing or late.

/** Distances in px from the bottom at which lists load their next page. */
export const REACH_BOTTOM_PX = { washCard: 20, list: 50 } as const;

export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** true when the end of the content is within `distance` px of the viewport's bottom. */
export const reachedBottom = (m: ScrollMetrics, distance: number) =>
  m.scrollHeight - (m.scrollTop + m.clientHeight) <= distance;

/** Calls `onReach` on scrolls that bring the page's end within `distance` px; returns the unwatch. */
export function watchReachBottom(distance: number, onReach: () => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const el = document.scrollingElement || document.documentElement;
    if (reachedBottom(el, distance)) onReach();
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(check);
  };
  addEventListener('scroll', onScroll, { passive: true });
  return () => {
    removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}
