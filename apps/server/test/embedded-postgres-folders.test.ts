import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

/**
 * A checkout in a private folder (mktemp -d gives 0700). As root, PostgreSQL runs as its own
 * user and must pass through that folder: the server may add "others may enter" and nothing else,
 * and must say so on the console. As any other user, nothing above the data folder changes.
 */
describe('the embedded database in a private folder', () => {
  const privateFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-private-'));
  afterAll(() => fs.rmSync(privateFolder, { recursive: true, force: true }));

  it('starts, and changes a folder above it only by o+x, which it announces', async () => {
    expect(fs.statSync(privateFolder).mode & 0o777).toBe(0o700);
    const notices: string[] = [];
    const database = await startEmbeddedPostgres({
      dataDir: path.join(privateFolder, 'data'),
      port: 0,
      notice: (message) => notices.push(message),
    });
    try {
      const mode = fs.statSync(privateFolder).mode & 0o777;
      if (process.getuid?.() === 0) {
        expect(mode).toBe(0o701);
        expect(notices).toHaveLength(1);
        expect(notices[0]).toContain(`${privateFolder} (0700 → 0701)`);
        expect(notices[0]).toContain('PostgreSQL refuses to run as root');
      } else {
        expect(mode).toBe(0o700);
        expect(notices).toEqual([]);
      }
    } finally {
      await database.stop();
    }
  }, 60_000);
});
