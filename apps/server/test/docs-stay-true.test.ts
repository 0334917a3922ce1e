import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * What the README, docs/*.md, the decisions and bench/ tell a reader to run or open still exists: every npm script they
 * name (at the root, in the workspace `-w` names, or in the
 * folder a `cd <folder> &&` before it goes to), every file `node`, `bash` or `npx playwright
 * test` is handed, every relative link; and docs/architecture.md's pictures are the code's.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const markdownIn = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);
const docs = [
  'README.md',
  ...markdownIn('docs'),
  ...markdownIn('docs/decisions'),
  'bench/README.md',
  ...markdownIn('bench/results'),
];
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const scriptsOf = (folder: string): Record<string, string> =>
  (JSON.parse(read(path.join(folder, 'package.json'))) as { scripts?: Record<string, string> }).scripts ?? {};

/** A build output exists once its package is built: the package must have a build script. */
function exists(file: string): boolean {
  if (fs.existsSync(path.join(root, file))) return true;
  const built = /^(.*?)\/(dist|dist-server)\//.exec(file);
  return built !== null && 'build' in scriptsOf(built[1] as string);
}

/** The commands of a doc: its inline code and code blocks, split into lines. */
function commandsIn(text: string): string[] {
  const code = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((m) => m[1] ?? m[2] ?? '');
  return code.flatMap((block) => block.split('\n')).map((line) => line.trim());
}

function problemsIn(doc: string, text = read(doc)): string[] {
  const problems: string[] = [];
  for (const command of commandsIn(text)) {
    for (const [, script, workspace] of command.matchAll(/\bnpm run ([\w:-]+)(?: -w ([\w/-]+))?/g)) {
      const folder = workspace ?? /^cd ([\w/-]+) &&/.exec(command)?.[1] ?? '.';
      if (!fs.existsSync(path.join(root, folder, 'package.json')))
        problems.push(`${doc}: no workspace ${folder}`);
      else if (!(script! in scriptsOf(folder)))
        problems.push(`${doc}: \`${command}\` — no script ${script} in ${folder}`);
    }
    for (const [, script] of command.matchAll(/\bnpm (start|test)\b/g)) {
      if (!(script! in scriptsOf('.'))) problems.push(`${doc}: \`${command}\` — no script ${script}`);
    }
    const files = [
      ...command.matchAll(/\bnode (?:--[\w-]+(?: [\w./-]+)? )*([\w./-]+\.m?[jt]s)\b/g),
      ...command.matchAll(/\bbash ([\w./-]+\.sh)\b/g),
      ...command.matchAll(/\bnpx playwright test ((?:e2e\/)[\w./-]+\.spec\.ts)/g),
    ].map((m) => m[1] as string);
    for (const file of files) if (!exists(file)) problems.push(`${doc}: \`${command}\` — no file ${file}`);
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target!)) continue;
    const file = path.join(path.dirname(doc), decodeURI(target!.split('#')[0] as string));
    if (!exists(file)) problems.push(`${doc}: link to ${target} — no such file`);
  }
  return problems;
}

describe('the docs stay true', () => {
  it('name only commands, scripts and files that exist', () => {
    expect(docs.flatMap((doc) => problemsIn(doc))).toEqual([]);
  });

  it('catch a command, a script and a link that no longer exist', () => {
    const probe =
      '`npm run no-such-script`, `npm run build -w apps/nowhere`, `node scripts/gone.mjs` and [a link](gone.md)\n';
    expect(problemsIn('docs/probe.md', probe)).toEqual([
      expect.stringContaining('no script no-such-script in .'),
      expect.stringContaining('no workspace apps/nowhere'),
      expect.stringContaining('no file scripts/gone.mjs'),
      expect.stringContaining('link to gone.md'),
    ]);
  });

  it("draw docs/architecture.md's module and layer pictures from the code as it is", async () => {
    // Fails with the command to run when an import between modules or web layers changed.
    await expect(
      promisify(execFile)(process.execPath, ['scripts/docs-architecture.mjs', '--check'], { cwd: root }),
    ).resolves.toBeDefined();
  }, 120_000);
});
