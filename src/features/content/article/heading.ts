// The title a rich text gives itself: its first heading's text (an agreement opens with its name).

export function headingOf(html: string): string {
  // a parsed document runs no script and loads nothing: only the text is read
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector('h1, h2, h3, h4')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
