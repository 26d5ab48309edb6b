// The geometry of a signature written the way the phone is held. Strokes are kept in "writing"
// coordinates (x along the line of writing, y down the letters): a phone held upright, or a
// screen that turned to landscape, writes across the screen as it shows (turn 0); a phone held
// sideways while its screen stays portrait (WeChat keeps pages upright) writes down the screen,
// the board turned a quarter: turn 1 with the letters' tops toward the screen's right (phone
// turned to the left), -1 toward its left. From these follow an upload that reads upright, the
// refusal of a dot or a scrawl, and strokes that survive a turn, a rotation or a resize.

export interface Pt {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** 0: the board as the screen shows it; 1 / -1: a quarter turn, letters' tops to the right / left. */
export type Turn = 0 | 1 | -1;

/** The board's canvas as drawn on: its CSS size and how it is turned to the writer. */
export interface Screen extends Size {
  turn: Turn;
}

/** The writing area as the writer sees it. */
export const writingSize = (screen: Screen): Size =>
  screen.turn ? { width: screen.height, height: screen.width } : { width: screen.width, height: screen.height };

export function toWriting(p: Pt, screen: Screen): Pt {
  if (screen.turn === 1) return { x: p.y, y: screen.width - p.x };
  if (screen.turn === -1) return { x: screen.height - p.y, y: p.x };
  return { x: p.x, y: p.y };
}

export function toScreen(p: Pt, screen: Screen): Pt {
  if (screen.turn === 1) return { x: screen.width - p.y, y: p.x };
  if (screen.turn === -1) return { x: p.y, y: screen.height - p.x };
  return { x: p.x, y: p.y };
}

/** Writing coordinates of one screen moved onto another (a rotation, a resize): scaled to fit. */
export function refit(p: Pt, from: Screen, to: Screen): Pt {
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
  screen: Screen,
  box: Bounds,
  scale: number,
): [number, number, number, number, number, number] {
  // writing x = screen y, writing y = screen width - screen x
  if (screen.turn === 1) return [0, -scale, scale, 0, -scale * box.left, scale * (screen.width - box.top)];
  // writing x = screen height - screen y, writing y = screen x
  if (screen.turn === -1) return [0, scale, -scale, 0, scale * (screen.height - box.left), -scale * box.top];
  return [scale, 0, 0, scale, -scale * box.left, -scale * box.top];
}

/**
 * How a phone is held, from the gravity WeChat's browser reports (devicemotion's
 * accelerationIncludingGravity, m/s², x toward the phone's right edge, y toward its top): clearly
 * sideways is a turn, clearly upright is 0, anything between (lying flat, tilted) is null: keep
 * the board as it is.
 */
export function heldTurn(x: number, y: number): Turn | null {
  if (Math.abs(x) > 6 && Math.abs(y) < 4) return x > 0 ? 1 : -1;
  if (Math.abs(y) > 6 && Math.abs(x) < 4) return 0;
  return null;
}

/** The ink box widened (about its centre) to at least `ratio` times its height: a landscape image. */
export function landscapeBox(box: Bounds, ratio = 1.5): Bounds {
  const width = Math.max(box.width, box.height * ratio);
  return { ...box, left: box.left - (width - box.width) / 2, width };
}
