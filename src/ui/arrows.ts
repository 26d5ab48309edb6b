// Arrow keys as a step through a list (Right/Down next, Left/Up previous), the way ARIA's tabs,
// radio groups and listboxes expect; the page does not scroll for them.
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function arrowStep(e: KeyboardEvent): number {
  const step = STEPS[e.key] || 0;
  if (step) e.preventDefault();
  return step;
}
