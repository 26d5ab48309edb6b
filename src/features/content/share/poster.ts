// The share poster: the material's image, its text (at most 3 lines), the partner's nickname and
// the QR code of their invite link, drawn on a 750 px wide canvas and returned as a PNG data URL.
// Images come from the same origin as the app, so the canvas is never tainted.
import { drawQr } from '../../../lib/qr';
import { wrapText } from './wrap';

export const POSTER = { width: 750, height: 1200, pad: 40, image: 750, qr: 190, textLines: 3 } as const;
const FONT = 'PingFang SC, Microsoft YaHei, sans-serif';

export interface PosterInput {
  image: string;
  text: string;
  nickname: string;
  link: string;
}

/** Thrown when the material's image cannot be loaded: the poster would be missing its picture. */
export class PosterImageError extends Error {
  constructor() {
    super('素材图片加载失败，无法生成海报，请稍后重试');
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new PosterImageError());
    img.src = src;
  });
}

/** Draws `img` to cover the square at (0, 0) of `size`, cropping the longer side around the centre. */
function cover(ctx: CanvasRenderingContext2D, img: HTMLImageElement, size: number) {
  const w = img.naturalWidth || size;
  const h = img.naturalHeight || size;
  const side = Math.min(w, h);
  ctx.drawImage(img, (w - side) / 2, (h - side) / 2, side, side, 0, 0, size, size);
}

export async function drawPoster(input: PosterInput): Promise<string> {
  const img = await loadImage(input.image);
  const { width, height, pad, image, qr, textLines } = POSTER;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  cover(ctx, img, image);

  ctx.fillStyle = '#1f2329';
  ctx.font = `30px ${FONT}`;
  ctx.textBaseline = 'top';
  const lines = wrapText(input.text, width - pad * 2, (s) => ctx.measureText(s).width, textLines);
  for (const [i, line] of lines.entries()) ctx.fillText(line, pad, image + 32 + i * 46);

  const footer = image + 32 + textLines * 46 + 16;
  ctx.fillStyle = '#ebedf0';
  ctx.fillRect(pad, footer, width - pad * 2, 2);
  ctx.fillStyle = '#1f2329';
  ctx.font = `bold 34px ${FONT}`;
  ctx.fillText(input.nickname, pad, footer + 44, width - pad * 3 - qr);
  ctx.fillStyle = '#646a73';
  ctx.font = `26px ${FONT}`;
  ctx.fillText('邀请你一起加入洁衣坊', pad, footer + 98);
  ctx.fillStyle = '#8f959e';
  ctx.font = `22px ${FONT}`;
  ctx.fillText('长按识别二维码，登录即加入', pad, footer + 144);
  await drawQr(ctx, input.link, width - pad - qr, footer + 20, qr);
  return canvas.toDataURL('image/png');
}
