import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The long fuzz run (issue 11): the same OpenAPI-driven suite that `npm test` runs with 8 random
 * values per field, here with many more and a seed of your choice. It prints the request count
 * and the number of 5xx answers, and fails when there is any.
 */
export async function runLongFuzz(options: { samples: number; seed: number }): Promise<number> {
  const root = path.resolve(import.meta.dirname, '..');
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', 'test/api-fuzz.test.ts'], {
    cwd: path.join(root, 'apps', 'server'),
    env: { ...process.env, FUZZ_SAMPLES: String(options.samples), FUZZ_SEED: String(options.seed) },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}
