// Styles of a component or page travel in its own chunk and are added once when it loads: the
// build turns each CSS import into a call of injectCss (scripts/build/css.ts). A visited page's
// styles stay (a second visit needs them at once), so where the kernel can, they are adopted
// sheets, outside the DOM: otherwise every page visited would leave a <style> in <head> and the
// earnings centre would never get its own node count back. Chromium before 73 and iOS before 16.4
// have no constructable sheets and get a <style> each.
const added = new Set<string>();

// constructable sheets and adoptedStyleSheets came together (Chromium 73, iOS 16.4)
const adopts = typeof document !== 'undefined' && 'adoptedStyleSheets' in document;

export function injectCss(css: string): void {
  if (added.has(css) || typeof document === 'undefined') return;
  added.add(css);
  if (adopts) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    // assigned, not pushed: before Chromium 99 the list is a frozen array
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
}
