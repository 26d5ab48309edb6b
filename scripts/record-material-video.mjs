// Records the seed's short material clip once: a 1 s WebM drawn on a canvas in headless
// Chromium (MediaRecorder) and its poster frame as PNG, into the mock's static images.
//   node scripts/record-material-video.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium.mjs';

const OUT = join(import.meta.dirname, '..', 'mock-server', 'seed', 'images');

const browser = await chromium.launch({ executablePath: CHROMIUM });
const page = await browser.newPage();
const { video, poster } = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const g = canvas.getContext('2d');
  const frame = (t) => {
    g.fillStyle = '#e6f4ff';
    g.fillRect(0, 0, 320, 180);
    g.fillStyle = '#1677ff';
    g.beginPath();
    g.arc(60 + t * 200, 90, 36, 0, Math.PI * 2);
    g.fill();
    g.font = 'bold 28px sans-serif';
    g.textAlign = 'center';
    g.fillText('洁衣坊', 160, 160);
  };
  frame(0);
  const poster = canvas.toDataURL('image/png');
  const recorder = new MediaRecorder(canvas.captureStream(15), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 150_000,
  });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      frame(Math.min(t, 1));
      if (t < 1) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  return { video: Array.from(bytes), poster };
});
await browser.close();
writeFileSync(join(OUT, 'material-video.webm'), Buffer.from(video));
writeFileSync(join(OUT, 'material-video-poster.png'), Buffer.from(poster.split(',')[1], 'base64'));
console.log(`recorded: ${video.length} bytes of WebM`);
