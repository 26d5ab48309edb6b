// Text wrapping for canvas drawings: by character (Chinese has no spaces to break at), at most
// `maxLines`, the last line ending in … when the text goes on.

/** The lines of `text` within `width` as `measure` sizes them; newlines start a new line. */
export function wrapText(text: string, width: number, measure: (s: string) => number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const chars = Array.from(text.replace(/\r\n?/g, '\n').trim());
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === '\n' || measure(line + ch) > width) {
      lines.push(line);
      line = ch === '\n' ? '' : ch;
      if (lines.length === maxLines) {
        const last = lines.pop()!;
        lines.push(fitWithEllipsis(last, width, measure));
        return lines;
      }
    } else {
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function fitWithEllipsis(line: string, width: number, measure: (s: string) => number): string {
  const chars = Array.from(line);
  while (chars.length && measure(`${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}
