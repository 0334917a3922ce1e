// Makes the installed app's icons (public/icons/*.png) from the favicon's SVG with sharp, the image
// library the server already uses. Run once after changing favicon.svg; the PNGs are committed:
// `node apps/web/build/make-icons.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(web, '..', 'server', 'package.json'))('sharp');
const svg = fs.readFileSync(path.join(web, 'public', 'favicon.svg'));
const out = path.join(web, 'public', 'icons');
const BACKGROUND = '#060c18';

fs.mkdirSync(out, { recursive: true });

/** The mark alone, as browsers show it in tabs, on desktops and in the install dialog. */
async function plain(size, name) {
  await sharp(svg, { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
}

/**
 * On the portal's background, the mark inside the safe zone (the middle 80%): launchers cut a
 * maskable icon into a circle or a rounded square; iOS draws the touch icon with its own corners.
 */
async function padded(size, name, share) {
  const inner = Math.round(size * share);
  const mark = await sharp(svg, { density: (72 * inner) / 40 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await padded(512, 'icon-maskable-512.png', 0.66);
await padded(180, 'apple-touch-icon-180.png', 0.8);
for (const file of fs.readdirSync(out))
  process.stdout.write(`${file} ${fs.statSync(path.join(out, file)).size} bytes\n`);
