// A small allow-list sanitizer for rich text from the server (agreements, rules): known tags and
// attributes survive; scripts, handlers and styles do not. Every href and src is first resolved
// with the URL parser against the page's address, so it is judged by where the browser would
// really go (`/\host`, `\\host`, `//host`, entity-encoded and tab/newline-split forms all reach
// another host), and written back resolved. Links kept: same-origin paths, in-app hash routes
// (#/...), and https: to another host, which open in a new tab with rel="noopener noreferrer".
// Images kept: same origin or https:. Anything else loses the attribute (the text stays).
// Smaller than a general sanitizer library, which these few texts do not need.
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

/** Where a URL really goes, or null when the URL parser rejects it. */
function resolve(url: string): URL | null {
  try {
    return new URL(url, location.href);
  } catch {
    return null;
  }
}

/** The href to write, or null to drop it; `external` when it leaves the site. */
function linkTarget(value: string): { href: string; external: boolean } | null {
  const url = resolve(value);
  if (!url) return null;
  if (url.origin === location.origin && (url.protocol === 'https:' || url.protocol === 'http:')) {
    const here = new URL(location.href);
    const sameDocument = url.pathname === here.pathname && url.search === here.search;
    // on this document a fragment is a route (#/...); any other one would be read as a route too
    if (sameDocument && url.hash) return url.hash.startsWith('#/') ? { href: url.hash, external: false } : null;
    return { href: url.href, external: false };
  }
  return url.protocol === 'https:' ? { href: url.href, external: true } : null;
}

function imageSource(value: string): string | null {
  const url = resolve(value);
  if (!url) return null;
  const sameOrigin = url.origin === location.origin && (url.protocol === 'https:' || url.protocol === 'http:');
  return sameOrigin || url.protocol === 'https:' ? url.href : null;
}

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
      if (!allowed.includes(attr.name)) child.removeAttribute(attr.name);
    }
    const href = child.getAttribute('href');
    if (href !== null) {
      const link = linkTarget(href);
      if (!link) child.removeAttribute('href');
      else {
        child.setAttribute('href', link.href);
        if (link.external) {
          child.setAttribute('rel', 'noopener noreferrer');
          child.setAttribute('target', '_blank');
        }
      }
    }
    const src = child.getAttribute('src');
    if (src !== null) {
      const source = imageSource(src);
      if (source) child.setAttribute('src', source);
      else child.removeAttribute('src');
    }
  }
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${typeof html === 'string' ? html : ''}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
