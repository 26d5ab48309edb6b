// QR codes of share links drawn on a canvas. lean-qr is imported on first use only, so it is its
// own chunk: a page that never shows a code never downloads it.
import type { Bitmap2D } from 'lean-qr';

// modules of white around the code: readers need a quiet zone to find it
const QUIET = 2;

let lib: Promise<typeof import('lean-qr')> | null = null;

async function encode(text: string): Promise<Bitmap2D> {
  lib ||= import('lean-qr');
  try {
    return (await lib).generate(text);
  } catch (e) {
    lib = null; // a failed chunk load is retried on the next use
    throw e;
  }
}

/** Draws the QR code of `text` (with its quiet zone) in the `size` px square at (x, y). */
export async function drawQr(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number) {
  const code = await encode(text);
  const cells = code.size + QUIET * 2;
  // whole pixels per module keep the edges sharp; the remainder centres the code
  const unit = Math.max(1, Math.floor(size / cells));
  const left = x + Math.floor((size - unit * cells) / 2) + QUIET * unit;
  const top = y + Math.floor((size - unit * cells) / 2) + QUIET * unit;
  ctx.fillStyle = '#fff';
  ctx.fillRect(x, y, size, size);
  ctx.fillStyle = '#000';
  for (let my = 0; my < code.size; my++) {
    for (let mx = 0; mx < code.size; mx++) {
      if (code.get(mx, my)) ctx.fillRect(left + mx * unit, top + my * unit, unit, unit);
    }
  }
}

/** The QR code of `text` as a PNG data URL, `size` px square. */
export async function qrDataUrl(text: string, size = 240): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  await drawQr(canvas.getContext('2d')!, text, 0, 0, size);
  return canvas.toDataURL('image/png');
}
