// The icons the build draws: a PNG of the asked size, and an .ico that holds it.
import { inflateSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { icoOf, iconPng } from '../../../scripts/build/icons';

/** The size and the pixels of a PNG written by iconPng (one IDAT, no filter). */
function readPng(png: Buffer) {
  assert.equal([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, pixel };
}

test('the favicon PNG is 32 px, a transparent corner, blue around a white drop', () => {
  const { width, height, pixel } = readPng(iconPng(32));
  assert.equal([width, height], [32, 32]);
  assert.is(pixel(0, 0)[3], 0);
  assert.equal(pixel(3, 16), [0x16, 0x77, 0xff, 255]);
  assert.equal(pixel(16, 20), [255, 255, 255, 255]);
});

test('the touch icon is square to its corners (a home screen rounds it)', () => {
  const { width, pixel } = readPng(iconPng(180, false));
  assert.is(width, 180);
  assert.equal(pixel(0, 0), [0x16, 0x77, 0xff, 255]);
});

test('the .ico is one 32 px PNG image', () => {
  const png = iconPng(32);
  const ico = icoOf(png, 32);
  assert.equal([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]], [1, 1, 32, 32]);
  assert.is(ico.readUInt32LE(14), png.length);
  assert.ok(ico.subarray(ico.readUInt32LE(18)).equals(png));
});

test.run();
