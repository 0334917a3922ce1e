import * as esbuild from 'esbuild';
import path from 'node:path';
import fs from 'node:fs';
const entry = process.argv[2];
const src = path.resolve('src');
const tryFile = (p) => ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((e) => p + e).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
const result = await esbuild.build({
  entryPoints: [entry], bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser',
  jsx: 'automatic', loader: { '.svg': 'empty', '.css': 'empty', '.png': 'empty', '.woff2': 'empty' }, logLevel: 'silent',
  plugins: [{ name: 'ext', setup(b) {
    b.onResolve({ filter: /^@\// }, (a) => ({ path: tryFile(path.join(src, a.path.slice(2))) }));
    b.onResolve({ filter: /^@pitchside\/contract/ }, (a) => ({ path: tryFile(path.resolve('../../packages/contract/src', a.path.replace('@pitchside/contract', '.').replace(/^\.\/?$/, 'index'))) }));
    b.onResolve({ filter: /^[a-z]|^@[a-z]/ }, (a) => ({ path: a.path, external: true }));
  } }],
  outdir: '/tmp/g',
});
for (const [file, info] of Object.entries(result.metafile.inputs)) {
  for (const imp of info.imports) {
    if (imp.kind === 'dynamic-import') continue;
    if (/^zod/.test(imp.path) || /contract\/src\/(?!(content-limits|server-page|live-scores-event|cache-windows))/.test(imp.path))
      console.log(file.replace(/^src\//, ''), '->', imp.path.replace(/.*contract\/src\//, 'contract/'));
  }
}
