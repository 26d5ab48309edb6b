// Flexbox `gap` came in Chrome 84 and iOS 14.5, later than the oldest WeChat kernels the app
// supports (package.json's browserslist). Where it is missing, <html> gets `no-flex-gap` and the
// fallback margins the build adds after every flex rule with a gap (scripts/build/flex-gap.ts)
// space the items instead.

/** Marks <html> with `no-flex-gap` when this kernel lays flex items out without their gap. */
export function markMissingFlexGap(doc: Document = document): void {
  const probe = doc.createElement('div');
  probe.style.cssText = 'display:flex;flex-direction:column;row-gap:1px;position:absolute;visibility:hidden';
  probe.append(doc.createElement('div'), doc.createElement('div'));
  doc.body.append(probe);
  // two empty items are 1 px apart only where the gap is laid out
  const laidOut = probe.scrollHeight === 1;
  probe.remove();
  if (!laidOut) doc.documentElement.classList.add('no-flex-gap');
}
