/**
 * Writes the demo images into static/demo (they are committed):
 *   npx tsx src/db/demo/write-demo-images.ts
 * Run it after changing demo-images.ts or the demo content; a test fails until you do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { demoImages } from './demo-images.ts';

export const DEMO_STATIC_DIR = path.join(SERVER_ROOT, 'static', 'demo');

for (const [file, svg] of demoImages()) {
  const target = path.join(DEMO_STATIC_DIR, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, svg);
}
console.warn(`demo images written to ${DEMO_STATIC_DIR}`);
