import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { acceptedImageFormat, transcodeImage } from '../../lib/image-decoding.ts';

export const CONTENT_IMAGE_FOLDER = 'content-images';
/** What the store names files: the hash of their bytes. Anything else is not ours to serve. */
export const CONTENT_IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;
/** Banners are drawn 1600 px wide at most; news pictures smaller. */
const MAX_WIDTH = 1600;

/**
 * News and banner pictures, as avatars are kept: sharp decodes the upload, so its content decides
 * whether it is an image (a renamed PDF fails); what is stored is a fresh WebP, without the
 * original's metadata. Returns the public URL, or null when the bytes are not an image.
 */
export async function storeContentImage(
  dataDir: string,
  original: Buffer,
  fileName = 'image',
): Promise<string | null> {
  // Refused by its declared size before decoding (IMAGE_TOO_LARGE); decoded in the bounded queue.
  const format = await acceptedImageFormat(original, fileName);
  if (!format) return null;
  const image = await transcodeImage(original, fileName, (picture) =>
    picture.rotate().resize({ width: MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }),
  );
  const name = `${createHash('sha256').update(image).digest('hex').slice(0, 32)}.webp`;
  const folder = path.join(dataDir, CONTENT_IMAGE_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const temporary = path.join(folder, `${name}.${randomBytes(8).toString('hex')}.tmp`);
  try {
    await fs.writeFile(temporary, image);
    await fs.rename(temporary, path.join(folder, name));
  } finally {
    await fs.rm(temporary, { force: true });
  }
  return `/media/content/${name}`;
}
