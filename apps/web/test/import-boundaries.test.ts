import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The one-way import rules of eslint.config.js, shown failing on deliberately wrong imports, so
 * a change that quietly drops a rule (or a pattern that stops matching) fails here.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('web import boundaries (lint)', () => {
  it('refuses a feature importing another feature, by alias or relative path', async () => {
    const wrong = [
      "import { SpinPage } from '@/features/spin/routes/spin-page';\nexport const x = SpinPage;\n",
      "import { SpinPage } from '../../spin/routes/spin-page';\nexport const x = SpinPage;\n",
    ];
    for (const source of wrong) {
      expect(await problems('apps/web/src/features/shop/components/wrong.tsx', source)).toContain(
        'no-restricted-imports',
      );
    }
  });

  it('refuses a feature importing app/, but lets its tests mount the providers', async () => {
    const source = "import { AppProviders } from '@/app/providers';\nexport const x = AppProviders;\n";
    expect(await problems('apps/web/src/features/shop/components/wrong.tsx', source)).toContain(
      'no-restricted-syntax',
    );
    expect(await problems('apps/web/src/features/shop/components/wrong.test.tsx', source)).toEqual([]);
  });

  it('refuses components/ and lib/ importing a feature or the app', async () => {
    const source =
      "import { SpinPage } from '@/features/spin/routes/spin-page';\nexport const x = SpinPage;\n";
    expect(await problems('apps/web/src/components/ui/wrong.tsx', source)).toContain('no-restricted-imports');
    expect(await problems('apps/web/src/lib/wrong.ts', source)).toContain('no-restricted-imports');
  });

  it('lets a feature import its own files, components, lib and the contract', async () => {
    const source = [
      "import { cn } from '@/lib/cn';",
      "import { spinWheel } from '@pitchside/contract/spin';",
      "import { useWheel } from '../api/get-wheel';",
      'export const x = [cn, spinWheel, useWheel];',
      '',
    ].join('\n');
    expect(await problems('apps/web/src/features/spin/components/fine.tsx', source)).toEqual([]);
  });

  it('refuses a query declared inline in useQuery, and lets a hook add to its queryOptions', async () => {
    const inline =
      "import { useQuery } from '@tanstack/react-query';\nexport const useX = () => useQuery({ queryKey: ['x'], queryFn: () => 1 });\n";
    expect(await problems('apps/web/src/features/shop/api/wrong.ts', inline)).toEqual([
      'no-restricted-syntax',
    ]);
    const shared = [
      "import { queryOptions, useQuery } from '@tanstack/react-query';",
      "export const xQueryOptions = () => queryOptions({ queryKey: ['x'], queryFn: () => 1 });",
      'export const useX = (on: boolean) => useQuery({ ...xQueryOptions(), enabled: on });',
      '',
    ].join('\n');
    expect(await problems('apps/web/src/features/shop/api/fine.ts', shared)).toEqual([]);
  });

  it('refuses a feature setting the session store around its one writer', async () => {
    const head = "import { useSessionStore } from '@/lib/session/session-store';\n";
    const around = `${head}export const f = () => useSessionStore.setState({ token: null });\n`;
    expect(await problems('apps/web/src/features/spin/model/wrong.ts', around)).toEqual([
      'no-restricted-syntax',
    ]);
    const query = "import { sessionUserQuery } from '@/lib/session/session-user-query';\n";
    const cache = `${query}export const key = sessionUserQuery.queryKey;\n`;
    expect(await problems('apps/web/src/features/spin/model/wrong.ts', cache)).toEqual([
      'no-restricted-syntax',
    ]);
    const through = [
      "import { updateUser } from '@/lib/session/session';",
      'export const f = () => updateUser((u) => u);',
      '',
    ].join('\n');
    expect(await problems('apps/web/src/features/spin/model/fine.ts', through)).toEqual([]);
  });
});
