import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's import rules of eslint.config.js, shown failing on deliberately wrong imports so a
 * rule that quietly stops matching fails here (the web's are in apps/web/test).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('server module boundaries (lint)', () => {
  it("refuses a module importing another module's internals", async () => {
    const source =
      "import { applyWebPoints } from '../wallet/ledger.ts';\nexport const x = applyWebPoints;\n";
    const found = await problems('apps/server/src/modules/spin/wrong.ts', source);
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*public file/)]);
    // From a nested folder, and from a route file, where the no-SQL rule applies as well.
    const nested = "import { renderMail } from '../../mail/templates.ts';\nexport const x = renderMail;\n";
    expect(await problems('apps/server/src/modules/game/simulator/wrong.ts', nested)).toHaveLength(1);
    expect(await problems('apps/server/src/modules/spin/routes.ts', source)).toHaveLength(1);
  });

  it('refuses a plugin reaching into a module', async () => {
    const source =
      "import { findSession } from '../modules/account/sessions.ts';\nexport const x = findSession;\n";
    expect(await problems('apps/server/src/plugins/wrong.ts', source)).toHaveLength(1);
  });

  it('refuses the ledger and game grant tables outside the value core', async () => {
    const source =
      "import { webPointLedger } from '../../db/schema/wallet.ts';\nexport const x = webPointLedger;\n";
    expect(await problems('apps/server/src/modules/spin/spin-service.ts', source)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only the value core/),
    ]);
    expect(await problems('apps/server/src/modules/wallet/ledger.ts', source)).toEqual([]);
    // Other tables of the same file stay open to their modules.
    const claims =
      "import { dailyClaims } from '../../db/schema/wallet.ts';\nexport const x = dailyClaims;\n";
    expect(await problems('apps/server/src/modules/spin/spin-service.ts', claims)).toEqual([]);
  });

  it('refuses SQL in any file that registers a route, whatever its name', async () => {
    const route = "app.get('/api/public/things', async () => eq);\n";
    const source = `import { eq } from 'drizzle-orm';\nimport { faqEntries } from '../../db/schema/support.ts';\n${route}export const x = faqEntries;\n`;
    const sql = expect.stringMatching(/^pitchside\/routes-hold-no-sql: This file registers a route/);
    expect(await problems('apps/server/src/modules/spin/routes.ts', source)).toEqual([sql, sql]);
    // A file named for something else (modules/support/faq.ts once ran its SQL unseen).
    expect(await problems('apps/server/src/modules/support/faq.ts', source)).toEqual([sql, sql]);
    const routeOption = "app.route({ method: 'GET', url: '/api/x', handler: () => eq });\n";
    expect(
      await problems(
        'apps/server/src/plugins/things.ts',
        `import { eq } from 'drizzle-orm';\n${routeOption}`,
      ),
    ).toEqual([sql]);
    // Without a route, SQL is a repository's job and fine; a type-only import is fine anywhere.
    expect(
      await problems(
        'apps/server/src/modules/spin/spin-repository.ts',
        "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
      ),
    ).toEqual([]);
    const typeOnly = `import type { SQL } from 'drizzle-orm';\n${route.replace('eq', '1')}export type X = SQL;\n`;
    expect(await problems('apps/server/src/modules/spin/routes.ts', typeOnly)).toEqual([]);
  });

  it('holds file and folder names in kebab-case', async () => {
    const source = 'export const x = 1;\n';
    expect(await problems('apps/server/src/modules/spin/spinService.ts', source)).toEqual([
      expect.stringMatching(/^check-file\/filename-naming-convention: .*KEBAB_CASE/),
    ]);
    expect(await problems('apps/web/src/features/shop/ShopPage/shop-page.tsx', source)).toEqual([
      expect.stringMatching(/^check-file\/folder-naming-convention: .*KEBAB_CASE/),
    ]);
    expect(await problems('apps/web/src/features/shop/shop-page.test.tsx', source)).toEqual([]);
  });

  it("lets a module use another's public file, its own files and shared code; tests may reach in", async () => {
    const source = [
      "import { vipStanding } from '../wallet/index.ts';",
      "import { AppError } from '../../lib/app-error.ts';",
      "import { createSpinService } from './spin-service.ts';",
      'export const x = [vipStanding, AppError, createSpinService];',
      '',
    ].join('\n');
    expect(await problems('apps/server/src/modules/spin/fine.ts', source)).toEqual([]);
    const test = "import { applyWebPoints } from '../wallet/ledger.ts';\nexport const x = applyWebPoints;\n";
    expect(await problems('apps/server/src/modules/spin/fine.test.ts', test)).toEqual([]);
  });
});
