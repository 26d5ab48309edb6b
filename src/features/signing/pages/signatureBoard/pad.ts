// The signature_pad library on the board's canvas, loaded with this page only (its own chunk):
// a high-DPI canvas, strokes moved along when the screen or the phone turns or resizes, and the
// ink exported upright (turned back when the board was) as a trimmed landscape PNG on a
// transparent background.
import type SignaturePad from 'signature_pad';
import type { PointGroup } from 'signature_pad';
import {
  exportTransform,
  inkBounds,
  landscapeBox,
  refit,
  toScreen,
  toWriting,
  type Pt,
  type Screen,
  type Turn,
} from '../../signature';

export const PEN = { minWidth: 1.2, maxWidth: 3.6, penColor: '#1f2329' };
const EXPORT_SCALE = 2;

export interface Board {
  pad: SignaturePad;
  canvas: HTMLCanvasElement;
  /** the canvas's CSS size and turn the strokes are drawn for */
  screen: Screen;
}

export async function createBoard(canvas: HTMLCanvasElement, held: Turn): Promise<Board> {
  const { default: Pad } = await import('signature_pad');
  const pad = new Pad(canvas, { ...PEN, backgroundColor: 'rgba(0,0,0,0)' });
  const board: Board = { pad, canvas, screen: { width: 0, height: 0, turn: 0 } };
  fit(board, held);
  return board;
}

/** Strokes drawn for one screen, placed for another. */
export function moveStrokes(data: PointGroup[], from: Screen, to: Screen): PointGroup[] {
  if (!from.width || !from.height) return data;
  return data.map((g) => ({
    ...g,
    points: g.points.map((p) => ({ ...p, ...toScreen(refit(toWriting(p, from), from, to), to) })),
  }));
}

/**
 * Sizes the canvas to its box at the device's pixel ratio and turns it as the phone is `held`
 * (a landscape screen has turned already), keeping the strokes.
 */
export function fit(board: Board, held: Turn, restore?: { screen: Screen; data: PointGroup[] }): void {
  const { canvas, pad } = board;
  const rect = canvas.getBoundingClientRect();
  const screen: Screen = { width: rect.width, height: rect.height, turn: rect.height > rect.width ? held : 0 };
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const same = (['width', 'height', 'turn'] as const).every((k) => screen[k] === board.screen[k]);
  if (!restore && same) return;
  const from = restore ?? { screen: board.screen, data: pad.toData() };
  canvas.width = Math.round(screen.width * ratio);
  canvas.height = Math.round(screen.height * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  board.screen = screen;
  pad.fromData(moveStrokes(from.data, from.screen, screen));
}

/** The strokes as lists of points in writing coordinates. */
export const writingStrokes = (board: Board): Pt[][] =>
  board.pad.toData().map((g) => g.points.map((p) => toWriting(p, board.screen)));

/** The ink, trimmed and turned to writing orientation, as a PNG with a transparent background. */
export function exportSignature(board: Board): Promise<Blob> {
  const box = landscapeBox(inkBounds(writingStrokes(board), PEN.maxWidth + 4)!);
  const out = document.createElement('canvas');
  out.width = Math.ceil(box.width * EXPORT_SCALE);
  out.height = Math.ceil(box.height * EXPORT_SCALE);
  const ctx = out.getContext('2d')!;
  ctx.setTransform(...exportTransform(board.screen, box, EXPORT_SCALE));
  ctx.drawImage(board.canvas, 0, 0, board.screen.width, board.screen.height);
  return new Promise((resolve, reject) =>
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('签名图片生成失败，请重试'))), 'image/png'),
  );
}
