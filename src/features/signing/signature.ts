// The geometry of a signature written across the long side of an upright phone. Strokes are
// kept in "writing" coordinates (x along the line of writing, y down the letters): on a
// portrait screen the board is turned a quarter (the letters' tops point to the screen's
// right), on a landscape one it is not. From these follow the upload's landscape image, the
// refusal of a dot or a scrawl, and strokes that survive a rotation or a resize.

export interface Pt {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Portrait screens write across the long side, so the board is turned. */
export const isTurned = (screen: Size): boolean => screen.height > screen.width;

/** The writing area: always wider than tall. */
export const writingSize = (screen: Size): Size =>
  isTurned(screen) ? { width: screen.height, height: screen.width } : screen;

export function toWriting(p: Pt, screen: Size): Pt {
  return isTurned(screen) ? { x: p.y, y: screen.width - p.x } : p;
}

export function toScreen(p: Pt, screen: Size): Pt {
  return isTurned(screen) ? { x: screen.width - p.y, y: p.x } : p;
}

/** Writing coordinates of one screen moved onto another (a rotation, a resize): scaled to fit. */
export function refit(p: Pt, from: Size, to: Size): Pt {
  const a = writingSize(from);
  const b = writingSize(to);
  const k = Math.min(b.width / a.width, b.height / a.height);
  return { x: p.x * k, y: p.y * k };
}

export interface Bounds {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The box around the ink, `pad` wider on each side (the stroke's own width). */
export function inkBounds(strokes: Pt[][], pad = 0): Bounds | null {
  const all = strokes.flat();
  if (!all.length) return null;
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const left = Math.min(...xs) - pad;
  const top = Math.min(...ys) - pad;
  return { left, top, width: Math.max(...xs) + pad - left, height: Math.max(...ys) + pad - top };
}

/** The length of all the strokes together. */
export function inkLength(strokes: Pt[][]): number {
  let length = 0;
  for (const s of strokes)
    for (let i = 1; i < s.length; i++) length += Math.hypot(s[i].x - s[i - 1].x, s[i].y - s[i - 1].y);
  return length;
}

// a real name written by hand spans a few centimetres and has some length of line
const MIN_SPAN = 60;
const MIN_LENGTH = 120;

/** Why these strokes are not a signature (empty, a dot, a short stroke), or null when they are. */
export function signatureProblem(strokes: Pt[][]): string | null {
  const box = inkBounds(strokes);
  if (!box) return '请先在签名区域内写下你的姓名';
  if (Math.max(box.width, box.height) < MIN_SPAN || inkLength(strokes) < MIN_LENGTH) {
    return '签名太小或太简单，请写下完整的姓名';
  }
  return null;
}

/**
 * The canvas transform (a, b, c, d, e, f) that draws the screen's canvas into an image of the
 * ink only, in writing orientation, `scale` pixels per CSS pixel.
 */
export function exportTransform(
  screen: Size,
  box: Bounds,
  scale: number,
): [number, number, number, number, number, number] {
  if (!isTurned(screen)) return [scale, 0, 0, scale, -scale * box.left, -scale * box.top];
  // writing x = screen y, writing y = screen width - screen x
  return [0, -scale, scale, 0, -scale * box.left, scale * (screen.width - box.top)];
}

/** The ink box widened (about its centre) to at least `ratio` times its height: a landscape image. */
export function landscapeBox(box: Bounds, ratio = 1.5): Bounds {
  const width = Math.max(box.width, box.height * ratio);
  return { ...box, left: box.left - (width - box.width) / 2, width };
}
