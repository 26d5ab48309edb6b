// Feedback photos go up small: at most 1280 px on the longest side and about 300 KB, trying
// lower JPEG qualities until one fits (a phone photo is often 3 to 5 MB).
import { compressImage } from '../../../../ui/Uploader';

const SIDE = 1280;
const TARGET_BYTES = 300 * 1024;
const QUALITIES = [0.8, 0.65, 0.5, 0.4];

export async function shrinkPhoto(file: File): Promise<File> {
  let best = file;
  for (const q of QUALITIES) {
    const out = await compressImage(file, SIDE, q);
    if (out.size < best.size) best = out;
    if (best.size <= TARGET_BYTES) break;
  }
  return best;
}
