import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/lib/server-root.ts';

// semver ships with npm's own tree (through fastify); its types are not worth a dependency here.
const semver = createRequire(import.meta.url)('semver') as {
  subset(range: string, superRange: string, options?: { includePrerelease?: boolean }): boolean;
};

interface LockFile {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

/**
 * `npm install` warns EBADENGINE when a package in the tree asks for a newer Node than the
 * project declares (cookie@2 wanted Node 22 while we declare 20.19). Every installed package
 * must accept every Node version the project accepts.
 */
describe('dependencies and the declared Node version', () => {
  it('every package in the lock file runs on every Node the project declares', () => {
    const root = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as LockFile;
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => {
        const wanted = (entry.engines as { node: string }).node;
        return !semver.subset(root.engines.node, wanted);
      })
      .map(
        ([name, entry]) =>
          `${name}@${entry.version ?? '?'} wants node ${(entry.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });
});
