// Work a tap starts but its feedback does not need runs after the frame that shows the feedback:
// a requestAnimationFrame callback runs just before that frame paints, and a task queued from
// it runs after. A hidden page paints no frame: there the work runs at once; and should no frame
// come for `latestMs` all the same, then.
export function afterNextPaint(run: () => void, latestMs = 500): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (document.hidden) {
    setTimeout(once, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, latestMs);
}
