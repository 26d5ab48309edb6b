// Text wrapping for canvas drawings: by character (Chinese has no spaces to break at), at most
// `maxLines`, the last line ending in … when the text goes on. Breaks keep the rules of Chinese
// typesetting (kinsoku): no line starts with closing punctuation (，。、 ）」 …) and none ends with
// an opening bracket (（「《 …); the characters it takes move to the next line together.

/** Punctuation that closes what precedes it: never first on a line. */
const NO_LINE_START = new Set([...'，。、；：？！…‥）」』】》〉〕〗］｝”’·～,.;:?!)]}%']);
/** Punctuation that opens what follows it: never last on a line. */
const NO_LINE_END = new Set([...'（「『【《〈〔〖［｛“‘([{']);

/** The lines of `text` within `width` as `measure` sizes them; newlines start a new line. */
export function wrapText(text: string, width: number, measure: (s: string) => number, maxLines: number): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  const chars = Array.from(text.replace(/\r\n?/g, '\n').trim());
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === '\n' || measure(line.join('') + ch) > width) {
      const carried = ch === '\n' ? [] : carryOver(line, ch);
      lines.push(line.join(''));
      line = ch === '\n' ? [] : [...carried, ch];
      if (lines.length === maxLines) {
        const last = lines.pop()!;
        lines.push(fitWithEllipsis(last, width, measure));
        return lines;
      }
    } else {
      line.push(ch);
    }
  }
  if (line.length) lines.push(line.join(''));
  return lines;
}

/**
 * The end of `line` (taken off it) that must go to the next line with `next`: the closing marks
 * before a closing `next` and the character they close, and an opening bracket left last. A line
 * is never emptied for it (a line of nothing but punctuation breaks where it must).
 */
function carryOver(line: string[], next: string): string[] {
  let cut = line.length;
  if (NO_LINE_START.has(next)) {
    while (cut > 1 && NO_LINE_START.has(line[cut - 1])) cut--;
    cut--;
  }
  while (cut > 1 && NO_LINE_END.has(line[cut - 1])) cut--;
  if (cut < 1) return [];
  return line.splice(cut);
}

function fitWithEllipsis(line: string, width: number, measure: (s: string) => number): string {
  const chars = Array.from(line);
  while (chars.length && measure(`${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}
