// The app's icons, drawn here so no binary sits in the repository: favicon.ico (browsers and
// Lighthouse ask for /favicon.ico whatever the page says) and apple-touch-icon.png (a phone's
// home screen). A water drop, white on the brand blue of the theme colour.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const BLUE = [0x16, 0x77, 0xff];
const SAMPLES = 4; // per side of a pixel: edges are smoothed by 16 samples

/** Which colour the point (x, y) of the unit square has: 0 outside, 1 blue, 2 white. */
function shade(x: number, y: number, rounded: boolean): 0 | 1 | 2 {
  // a rounded square, corner radius 0.2 (a home screen rounds the touch icon itself)
  const cx = Math.min(Math.max(x, 0.2), 0.8);
  const cy = Math.min(Math.max(y, 0.2), 0.8);
  if (rounded && (x - cx) ** 2 + (y - cy) ** 2 > 0.04) return 0;
  // the drop: a circle and the cone above it, tangent to it
  const r = 0.22;
  const dx = Math.abs(x - 0.5);
  if (dx * dx + (y - 0.6) ** 2 <= r * r) return 2;
  const tip = 0.16;
  return y >= tip && y <= 0.6 && dx <= ((y - tip) / (0.6 - tip)) * r * 0.95 ? 2 : 1;
}

/** An RGBA PNG of the icon, `size` pixels square. */
export function iconPng(size: number, rounded = true): Buffer {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    rows[py * (size * 4 + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      let blue = 0;
      let white = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const s = shade((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, rounded);
          if (s === 1) blue++;
          else if (s === 2) white++;
        }
      const covered = blue + white;
      const at = py * (size * 4 + 1) + 1 + px * 4;
      for (let c = 0; c < 3; c++) rows[at + c] = covered ? Math.round((blue * BLUE[c] + white * 255) / covered) : 0;
      rows[at + 3] = Math.round((covered / SAMPLES ** 2) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An .ico holding one PNG image (every browser since IE 11 reads PNG inside ICO). */
export function icoOf(png: Buffer, size: number): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(1, 4); // one image
  head.set([size % 256, size % 256, 0, 0], 6);
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18); // where the image starts
  return Buffer.concat([head, png]);
}

/** The icon files index.html links, written into `outdir`. */
export const ICONS = { favicon: 'favicon.ico', touch: 'apple-touch-icon.png' } as const;

export async function writeIcons(outdir: string): Promise<void> {
  await writeFile(path.join(outdir, ICONS.favicon), icoOf(iconPng(32), 32));
  await writeFile(path.join(outdir, ICONS.touch), iconPng(180, false));
}
