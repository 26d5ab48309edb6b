// Free text as a person types it, and nothing hidden in it: control characters, bidi overrides
// (which make 「张三‮123」 read backwards elsewhere) and lone surrogates (half an emoji, which breaks
// whatever encodes the text next) are refused; zero-width characters are dropped, except the joiner
// inside an emoji sequence. Emoji stay, and count as one character. The forms and the mock's string
// readers both use these.
import type { Validator } from './types';
import { OLD_KERNEL_PICTOGRAPHS } from './pictographs';

// Made on first use: a pattern made at load would keep this module in the chunks of every page
// that imports a neighbour of it. No lookbehind (iOS before 16.4 cannot parse one) and no
// \p{Extended_Pictographic} where the kernel cannot compile it (Chromium before 68): there the old
// kernels' script has set the same set as ranges (pictographs.ts).
let patterns:
  | { zeroWidth: RegExp; bidi: RegExp; controlOneLine: RegExp; controlLines: RegExp; loneSurrogate: RegExp }
  | undefined;

function pictographic(): string {
  try {
    // biome-ignore lint/complexity/useRegexLiterals: a literal Chromium 66 cannot parse fails its whole chunk
    return new RegExp('\\p{Extended_Pictographic}', 'u').source;
  } catch {
    const ranges = (globalThis as Record<string, unknown>)[OLD_KERNEL_PICTOGRAPHS];
    if (typeof ranges !== 'string') throw new Error('no \\p{Extended_Pictographic} and no ranges for it');
    return `[${ranges}]`;
  }
}

/**
 * The zero-width characters to drop, with `pictograph` a class of Extended_Pictographic. U+200D
 * is kept only between emoji (👨‍👩‍👧): after a pictograph, its variation selector or a skin tone,
 * and before a pictograph. The joiner kept is matched with what precedes it, as the group that
 * stripInvisible puts back; every other zero-width character matches alone, and goes.
 */
export const zeroWidthPattern = (pictograph: string) =>
  new RegExp(
    '[\\u200B\\u200C\\u2060\\uFEFF\\u180E]' +
      `|((?:${pictograph}|\\uFE0F|\\p{Emoji_Modifier})\\u200D)(?=${pictograph})` +
      '|\\u200D',
    'gu',
  );

function rules() {
  if (patterns) return patterns;
  patterns = {
    zeroWidth: zeroWidthPattern(pictographic()),
    bidi: /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u,
    controlOneLine: /[\p{Cc}\u2028\u2029]/u,
    // several lines (feedback): line breaks are text, every other control is not
    controlLines: /[^\P{Cc}\n]|[\u2028\u2029]/u,
    loneSurrogate: /\p{Cs}/u,
  };
  return patterns;
}

export interface CleanOptions {
  /** the field takes several lines (a textarea): `\n` is allowed, `\r\n` becomes `\n` */
  multiline?: boolean;
}

/** `text` without zero-width characters (emoji joiners kept) and, in several lines, with `\n` line ends. */
export function stripInvisible(text: string, options: CleanOptions = {}): string {
  const stripped = text.replace(rules().zeroWidth, '$1');
  return options.multiline ? stripped.replace(/\r\n?/g, '\n') : stripped;
}

/** What is wrong with the characters of `text` (after stripInvisible), said of `label`; null when nothing. */
export function charProblem(text: string, label = '', options: CleanOptions = {}): string | null {
  const { loneSurrogate, bidi, controlLines, controlOneLine } = rules();
  if (loneSurrogate.test(text)) return `${label}含有无法识别的字符（不完整的表情或符号），请删除后重新输入`;
  if (bidi.test(text)) return `${label}不能包含文字方向控制字符`;
  if ((options.multiline ? controlLines : controlOneLine).test(text))
    return options.multiline ? `${label}不能包含控制字符` : `${label}不能包含换行或控制字符`;
  return null;
}

// made on first use, like the patterns
let graphemes: Intl.Segmenter | null | undefined;

/** Characters as a person counts them: an emoji (even 👨‍👩‍👧) is one. */
export function charCount(text: string): number {
  graphemes ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh') : null;
  if (!graphemes) return [...text].length;
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** A validator that refuses hidden characters first, then asks `rule` about the visible text. */
export const clean =
  (rule: Validator, label = '', options: CleanOptions = {}): Validator =>
  (v) => {
    const text = stripInvisible(typeof v === 'string' ? v : '', options);
    return charProblem(text, label, options) ?? rule(text);
  };
