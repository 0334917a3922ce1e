// One lint setup for the whole workspace; type-aware rules stay off to keep lint fast.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import pitchside from './scripts/eslint/pitchside-plugin.js';

/**
 * One-way imports on the web side (docs/decisions, DESIGN.md §4): app → features → components/lib.
 * A feature never reaches into another feature or into app/; components/ and lib/ never reach up.
 * Tests may mount the app's providers, so test files are exempt from the app/ rule only.
 */
const webFeatures = [
  'account',
  'admin',
  'content',
  'notifications',
  'shop',
  'spin',
  'staff',
  'stats',
  'support',
  'wallet',
];
const upward = (names) => names.flatMap((name) => [`@/${name}`, `@/${name}/*`]);
const testFiles = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'];
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: webFeatures
              .filter((other) => other !== feature)
              .flatMap((other) => [
                `@/features/${other}`,
                `@/features/${other}/*`,
                `**/features/${other}/*`,
                `../../${other}/*`,
              ]),
            message:
              'A feature never imports another feature: move the shared piece down into components/, lib/ or the contract.',
          },
        ],
      },
    ],
  },
}));
const featureNoApp = {
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  ignores: testFiles,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ImportDeclaration[source.value=/^@\\/app(\\/|$)|(^|\\/)\\.\\.\\/app\\//]',
        message: 'A feature never imports app/ (the app composes features, not the other way round).',
      },
      {
        // One declaration per endpoint: the options are a `queryOptions` the hook, prefetching and
        // cache reads share; a hook may only add to them (`{ ...xQueryOptions(), enabled }`).
        selector:
          'CallExpression[callee.name="useQuery"] > ObjectExpression[properties.0.type!="SpreadElement"]',
        message: 'Declare the query with queryOptions in the endpoint’s api file and pass that to useQuery.',
      },
      {
        // The session has one writer (lib/session/session.ts): a feature hands a newer user to
        // `updateUser` (a login to `setSession`) and never sets the token store around it…
        selector: 'MemberExpression[object.name="useSessionStore"][property.name="setState"]',
        message: 'Change the session through setSession, updateUser or logout (lib/session/session).',
      },
      {
        // …nor writes the session user's query itself: it reads it with useSessionUser.
        selector: 'ImportDeclaration[source.value=/session-user-query$/]',
        message: 'Read the session user with useSessionUser/getSessionUser; change it with updateUser.',
      },
    ],
  },
};
const lowerLayers = {
  files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: upward(['features', 'app']).concat([
              '../features/*',
              '../../features/*',
              '../app/*',
              '../../app/*',
            ]),
            message: 'components/ and lib/ sit below the features and the app: they never import them.',
          },
        ],
      },
    ],
  },
};

/**
 * Server modules meet through their public file: `modules/<name>/index.ts` says what a module
 * offers; the rest of its folder is internal. The app (the composition root) and tests may reach in.
 */
const serverModules = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const internalsOf = (names) => `^(\\.\\./)+(modules/)?(${names.join('|')})/(?!index\\.ts$).+`;
/** The value core (decision 0010) is the one writer of these: no other module even imports them. */
const valueCoreOnly = {
  regex: '(^|/)db/schema/wallet\\.ts$',
  importNames: ['webPointLedger', 'gameGrants'],
  message: 'Only the value core (modules/wallet) touches the ledger and the game grants: call it.',
};
const moduleBoundaries = [
  ...serverModules.map((name) => ({
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    names: serverModules.filter((other) => other !== name),
    valueCore: name === 'wallet',
  })),
  { files: ['apps/server/src/plugins/**/*.ts'], names: serverModules, valueCore: false },
].map(({ files, names, valueCore }) => ({
  files,
  ignores: testFiles,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: internalsOf(names),
            message:
              "Another module's internals: import its public file (modules/<name>/index.ts), and export from there what it should offer.",
          },
          ...(valueCore ? [] : [valueCoreOnly]),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries,
  featureNoApp,
  lowerLayers,
  ...moduleBoundaries,
  {
    // Routes are thin: validation and HTTP where a route is registered, queries in a module's
    // repository. The rule follows what a file does (it registers a route), not its name.
    files: ['apps/server/src/**/*.ts'],
    ignores: testFiles,
    plugins: { pitchside },
    rules: { 'pitchside/routes-hold-no-sql': 'error' },
  },
  {
    // Files and folders are kebab-case (DESIGN.md §4), held by lint rather than by habit.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/*/test/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{js,mjs}',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      '**/*.config.*',
      'apps/server/src/main.ts',
      'apps/server/src/startup-banner.ts',
      'apps/server/src/cli/**',
      'apps/server/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
