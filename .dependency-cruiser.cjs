// Graph rules that fail `npm run lint` (issue 13): no import cycle between files, and none between
// server modules. Per-file import rules (web layers, module public files, no SQL in routes) are
// ESLint's (eslint.config.js), which editors show as you type; these need the whole graph.

/**
 * The server modules in layers, lowest first (docs/architecture.md). A module may import modules
 * of lower layers only, never one of its own layer or above: so modules can never import each
 * other around a loop, which no file-level check would see once imports go through index files.
 */
const SERVER_LAYERS = [
  ['health', 'content', 'game', 'vip', 'notifications', 'mail', 'shop', 'audit'],
  ['stats', 'wallet'],
  ['account'],
  ['codes'],
  ['payments', 'offers', 'spin', 'support'],
  ['admin'],
];
const MODULES = 'apps/server/src/modules';

const layerRules = SERVER_LAYERS.map((layer, index) => {
  const sameOrAbove = SERVER_LAYERS.slice(index).flat();
  return {
    name: `server-layer-${index}`,
    severity: 'error',
    comment: `${layer.join(', ')} may import only modules of a lower layer (.dependency-cruiser.cjs, SERVER_LAYERS).`,
    from: { path: `(^|/)${MODULES}/(${layer.join('|')})/` },
    to: {
      path: `(^|/)${MODULES}/(${sameOrAbove.join('|')})/`,
      pathNot: `(^|/)${MODULES}/$2/`,
    },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files that import each other, directly or around a loop: move what both need down a layer.',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|node_modules)/' },
    // Type-only imports count: they tie two files' designs together as much as value imports.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
// For scripts/docs-architecture.mjs, which draws the layers; not an option of dependency-cruiser's.
Object.defineProperty(module.exports, 'serverLayers', { value: SERVER_LAYERS, enumerable: false });
