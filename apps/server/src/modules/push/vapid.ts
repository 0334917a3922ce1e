import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

/**
 * The server's VAPID identity for web push (decision 0026): from configuration, which production
 * requires (config.ts); otherwise a pair generated once into DATA_DIR, so subscriptions made in
 * development survive restarts; in tests, a pair of the process's own.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:no-reply@${new URL(config.publicUrl).hostname}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.NODE_ENV === 'test') return { ...processKeys(), subject };
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
    }
  } catch {
    /* none yet: made below */
  }
  const generated = webPush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  // `wx`: two servers starting at once on one DATA_DIR keep the first one's pair.
  try {
    fs.writeFileSync(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
  } catch {
    return resolveVapidKeys(config);
  }
  return { ...generated, subject };
}

let testKeys: { publicKey: string; privateKey: string } | undefined;
function processKeys() {
  testKeys ??= webPush.generateVAPIDKeys();
  return testKeys;
}
