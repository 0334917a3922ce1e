// `npm start`: build what changed since the last build (quietly), then run the built server.
// A second start with nothing changed goes straight to the server and its start-up banner.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, '.tmp', 'build-inputs.sha256');
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

// Everything a build reads. Tests, docs and e2e journeys are left out: they change no output.
const inputs = [
  'package-lock.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
];
const ignored = /(\.test\.tsx?|\.spec\.tsx?)$/;

function* files(relative) {
  const full = path.join(root, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (!ignored.test(relative)) yield relative;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(relative, name));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input))
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output, child }));
  });
}

const current = fingerprint();
const built = outputs.every((file) => fs.existsSync(path.join(root, file)));
const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (!built || previous !== current) {
  process.stdout.write(built ? 'Sources changed: building the portal… ' : 'Building the portal… ');
  const startedAt = Date.now();
  const build = await run('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
  if (build.code !== 0) {
    process.stdout.write('failed.\n\n');
    process.stderr.write(build.output);
    process.exit(build.code);
  }
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${current}\n`);
  process.stdout.write(`done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.\n`);
}

// The server gets the terminal; Ctrl-C reaches it directly (same process group), and a signal
// sent to this wrapper alone is passed on, so it always shuts down cleanly.
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
);
