// `npm run docs:architecture`: draws docs/architecture.md's picture of the server's modules and the
// web's layers from the code, as dependency-cruiser sees its imports, between the markers
// `<!-- generated:NAME -->` … `<!-- /generated:NAME -->`. With `--check` it writes nothing and
// fails when the committed pictures differ from the code's (a server test runs that, so the
// pictures cannot drift: after a change of the graph, run this and commit the result).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const docFile = path.join(root, 'docs', 'architecture.md');
const { serverLayers } = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));
const SERVER = 'apps/server/src/modules/';
const WEB = 'apps/web/src/';

/** Every file-to-file import under the server's modules and the web's source, tests left out. */
async function cruiseImports() {
  const bin = path.join(root, 'node_modules', '.bin', 'depcruise');
  const { stdout } = await promisify(execFile)(
    bin,
    [
      'apps/server/src/modules',
      'apps/web/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--exclude',
      '\\.test\\.tsx?$|(^|/)(test|testing)/',
      '--output-type',
      'json',
    ],
    { cwd: root, maxBuffer: 256 * 1024 * 1024 },
  );
  const { modules } = JSON.parse(stdout);
  return modules.flatMap((file) =>
    file.dependencies.map((dependency) => ({ from: file.source, to: dependency.resolved })),
  );
}

/** Distinct `from --> to` pairs of the parts `partOf` names (null: not drawn), loops left out. */
function edgesBetween(imports, partOf) {
  const edges = new Set();
  for (const { from, to } of imports) {
    const a = partOf(from);
    const b = partOf(to);
    if (a && b && a !== b) edges.add(`${a} --> ${b}`);
  }
  return [...edges].sort();
}

function serverModulesPicture(imports) {
  const moduleOf = (file) => (file.startsWith(SERVER) ? file.slice(SERVER.length).split('/')[0] : null);
  const labels = { wallet: 'wallet<br/>(the value core)', admin: 'admin<br/>(the back office)' };
  const node = (name) => (labels[name] ? `${name}["${labels[name]}"]` : name);
  return [
    'flowchart BT',
    ...serverLayers.flatMap((layer, index) => [
      `  subgraph L${index}["layer ${index}"]`,
      `    ${layer.map(node).join(' & ')}`,
      '  end',
    ]),
    ...edgesBetween(imports, moduleOf).map((edge) => `  ${edge}`),
  ];
}

function webLayersPicture(imports) {
  const features = new Set();
  const partOf = (file) => {
    if (!file.startsWith(WEB)) return null;
    const [top, second] = file.slice(WEB.length).split('/');
    if (top === 'features') {
      features.add(second);
      return 'features';
    }
    if (/\.(tsx?|css)$/.test(top)) return top.replace(/\.(tsx?|css)$/, '').replace(/-/g, '_');
    return top === 'styles' || top === 'locales' ? null : top;
  };
  const edges = edgesBetween(imports, partOf);
  const names = {
    main: 'main.tsx<br/>(what a page loads)',
    start_app: 'start-app.tsx<br/>(the app’s start)',
    entry_server: 'entry-server.tsx<br/>(the server renderer)',
    app: 'app/<br/>router, layout, providers',
    features: `features/&lt;area&gt;/<br/>${[...features].sort().join(' · ')}`,
    components: 'components/',
    lib: 'lib/',
  };
  const nodes = [...new Set(edges.flatMap((edge) => edge.split(' --> ')))].sort();
  return [
    'flowchart TB',
    ...nodes.map((name) => `  ${name}["${names[name] ?? `${name}/`}"]`),
    ...edges.map((edge) => `  ${edge}`),
  ];
}

/** docs/architecture.md with its generated pictures drawn from `imports`. */
export function render(doc, imports) {
  const pictures = {
    'server-modules': serverModulesPicture(imports),
    'web-layers': webLayersPicture(imports),
  };
  let out = doc;
  for (const [name, lines] of Object.entries(pictures)) {
    const start = `<!-- generated:${name} (npm run docs:architecture) -->`;
    const end = `<!-- /generated:${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/architecture.md has no markers for ${name}`);
    out = `${out.slice(0, from + start.length)}\n\n\`\`\`mermaid\n${lines.join('\n')}\n\`\`\`\n\n${out.slice(to)}`;
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const doc = fs.readFileSync(docFile, 'utf8');
  const next = render(doc, await cruiseImports());
  if (process.argv.includes('--check')) {
    if (next !== doc) {
      console.error(
        'docs/architecture.md differs from the code: run `npm run docs:architecture` and commit it.',
      );
      process.exit(1);
    }
  } else if (next !== doc) {
    fs.writeFileSync(docFile, next);
    console.log('docs/architecture.md: pictures redrawn from the code');
  } else {
    console.log('docs/architecture.md: pictures already match the code');
  }
}
