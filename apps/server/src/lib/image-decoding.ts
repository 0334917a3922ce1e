import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { AppError } from './app-error.ts';

/** The largest picture decoded: what a 4096 × 4096 image needs (issue 31, item 3). */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
/**
 * Decodes at once per process. A 4096 × 4096 RGBA image is 64 MB decoded, so two at a time keep a
 * burst of uploads near 150 MB however many arrive; the rest wait their turn in the queue.
 */
export const IMAGE_DECODE_CONCURRENCY = 2;

const decodeQueue = pLimit(IMAGE_DECODE_CONCURRENCY);
// One libvips thread per decode: the queue, not vips, decides how much runs at once.
sharp.concurrency(1);

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export const imageTooLarge = (fileName: string) =>
  new AppError('IMAGE_TOO_LARGE', `${fileName} - Image is too large (max 4096 × 4096 pixels)`, 413, {
    maxWidth: 4096,
    maxHeight: 4096,
  });

/**
 * Reads what an upload says it is from its header alone (nothing is decoded): its format if it
 * is an accepted image, null if it is not an image; refuses one declaring more pixels than
 * MAX_IMAGE_PIXELS (all frames of an animation counted) before any decoding.
 */
export async function acceptedImageFormat(original: Buffer, fileName: string): Promise<string | null> {
  const meta = await sharp(original, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) return null;
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const pages = meta.pages ?? 1;
  if (width * height > MAX_IMAGE_PIXELS || width * height * pages > MAX_IMAGE_PIXELS * 4)
    throw imageTooLarge(fileName);
  return meta.format;
}

/**
 * Decodes and re-encodes through the process's bounded queue, with sharp's own pixel limit as a
 * second guard (a header that lied is stopped by the decoder).
 */
export function transcodeImage(
  original: Buffer,
  fileName: string,
  pipeline: (image: Sharp) => Sharp,
): Promise<Buffer> {
  return decodeQueue(() =>
    pipeline(sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }))
      .toBuffer()
      .catch((error: unknown) => {
        if (/pixel limit/i.test(String((error as Error).message))) throw imageTooLarge(fileName);
        throw error;
      }),
  );
}

/** Decodes waiting or running now (the metrics and tests read it). */
export const imageDecodes = () => ({ active: decodeQueue.activeCount, waiting: decodeQueue.pendingCount });
