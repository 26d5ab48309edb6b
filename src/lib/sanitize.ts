// A small allow-list sanitizer for rich text from the server (agreements, rules): known tags
// and attributes survive; scripts, handlers, styles, and href/src values other than http(s),
// site-relative or in-app (#/) ones do not. Links to other sites are kept and open in a new tab
// without the opener. Smaller than a general sanitizer library, which these few texts do not need.
const TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'SPAN',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'HR',
  'A',
  'IMG',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'SMALL',
  'SUB',
  'SUP',
]);
// dropped with everything inside them
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'FORM',
  'INPUT',
  'SVG',
  'MATH',
  'LINK',
  'META',
]);
const ATTRS: Record<string, string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
};

const safeUrl = (url: string) => /^(https?:\/\/|\/(?!\/)|#\/)/i.test(url.trim());

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (DROP.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const allowed = ATTRS[child.tagName] || [];
    for (const attr of [...child.attributes]) {
      const keep = allowed.includes(attr.name) && (!['href', 'src'].includes(attr.name) || safeUrl(attr.value));
      if (!keep) child.removeAttribute(attr.name);
    }
    if (child.tagName === 'A' && /^https?:/i.test(child.getAttribute('href') || '')) {
      child.setAttribute('rel', 'noopener noreferrer');
      child.setAttribute('target', '_blank');
    }
  }
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${typeof html === 'string' ? html : ''}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
