// Flexbox `gap` came in Chrome 84 and iOS 14.5, later than the oldest WeChat kernels the app
// supports (package.json's browserslist). Where it is missing, <html> gets NO_FLEX_GAP and the
// fallback margins the build adds after every flex rule with a gap (scripts/build/flex-gap.ts)
// space the items instead.

/** The class of <html> on a kernel without flex gap ("no flex gap"). Short: every chunk with a flex gap
 * carries it in its CSS, and as `no-flex-gap` it cost every phone about 0.13 KB more of the whole app. */
export const NO_FLEX_GAP = 'nfg';

/** Marks <html> with NO_FLEX_GAP when this kernel lays flex items out without their gap. */
export function markMissingFlexGap(doc: Document = document): void {
  const probe = doc.createElement('div');
  // in the page's flow for an instant: it leaves before anything paints
  probe.style.cssText = 'display:flex;flex-direction:column;row-gap:1px';
  probe.append(doc.createElement('div'), doc.createElement('div'));
  doc.body.append(probe);
  // two empty items are 1 px apart only where the gap is laid out
  const laidOut = probe.scrollHeight === 1;
  probe.remove();
  if (!laidOut) doc.documentElement.classList.add(NO_FLEX_GAP);
}
