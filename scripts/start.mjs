// `npm start`: build only if the sources changed since the last build (quietly: the output shows
// only when the build fails), then run the built server. With nothing changed it goes straight
// to the server and its start-up banner.
import { spawn } from 'node:child_process';
import { buildIsCurrent, root } from './lib/build-stamp.mjs';

if (!buildIsCurrent()) {
  process.stdout.write('Building the portal (sources changed since the last build)… ');
  const startedAt = Date.now();
  const build = spawn(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => build.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0) {
    process.stdout.write('failed.\n\n');
    process.stderr.write(output);
    process.exit(code);
  }
  process.stdout.write(`done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.\n`);
}

// The server gets the terminal; Ctrl-C reaches it directly (same process group), and a signal
// sent to this wrapper alone is passed on. The server's handlers are idempotent, so both arriving
// still shuts it down once and cleanly.
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
);
