// `npm run build`: the web app, then the server; records what it built from, so that `npm start`
// can skip a build when nothing changed since.
import { spawnSync } from 'node:child_process';
import { fingerprint, recordBuild, root } from './lib/build-stamp.mjs';

const before = fingerprint();
for (const workspace of ['apps/web', 'apps/server']) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Sources edited while building would make this build stale: record the inputs it started from.
recordBuild(before);
