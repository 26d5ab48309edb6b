// Styles of a component or page travel in its own chunk and are added once when it loads: the
// build turns each CSS import into a call of injectCss (scripts/build/css.ts).
const added = new Set<string>();

export function injectCss(css: string): void {
  if (added.has(css) || typeof document === 'undefined') return;
  added.add(css);
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
}
