import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The graph rules of .dependency-cruiser.cjs (part of `npm run lint`), shown failing on small trees
 * with a deliberate cycle or an upward import between server modules.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-graph-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function cruise(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  const dir = fs.mkdtempSync(path.join(scratch, 'tree-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  try {
    const { stdout } = await promisify(execFile)(bin, [dir], { cwd: root });
    return { failed: false, output: stdout };
  } catch (error) {
    return { failed: true, output: String((error as { stdout?: string }).stdout) };
  }
}

const modules = 'apps/server/src/modules';

describe('import graph (lint)', () => {
  it('refuses files that import each other around a loop', async () => {
    const result = await cruise({
      'a.ts': "import { c } from './c.ts';\nexport const a = () => c;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      'c.ts': "import { b } from './b.ts';\nexport const c = () => b;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-cycle');
  });

  it('refuses a server module importing one of its own layer or above, even through index files', async () => {
    // wallet (the value core) below payments: payments may use it, never the other way round.
    const upward = await cruise({
      [`${modules}/wallet/ledger.ts`]: "import { x } from '../payments/index.ts';\nexport const y = x;\n",
      [`${modules}/payments/index.ts`]: 'export const x = 1;\n',
    });
    expect(upward.failed).toBe(true);
    expect(upward.output).toMatch(/server-layer-1: .*wallet\/ledger\.ts → .*payments\/index\.ts/);
    const sideways = await cruise({
      [`${modules}/spin/spin-service.ts`]: "import { x } from '../support/index.ts';\nexport const y = x;\n",
      [`${modules}/support/index.ts`]: 'export const x = 1;\n',
    });
    // Any layer's number: layers are added below payments as modules arrive (codes, issue 36).
    expect(sideways.output).toMatch(/server-layer-\d+: .*spin\/spin-service\.ts → .*support\/index\.ts/);
  });

  it('lets a module import lower layers and its own files', async () => {
    const result = await cruise({
      [`${modules}/payments/service.ts`]:
        "import { core } from '../wallet/index.ts';\nimport { rules } from './rules.ts';\nexport const s = [core, rules];\n",
      [`${modules}/payments/rules.ts`]: 'export const rules = 1;\n',
      [`${modules}/wallet/index.ts`]: 'export const core = 1;\n',
    });
    expect(result).toEqual({ failed: false, output: expect.stringContaining('no dependency violations') });
  });
});
