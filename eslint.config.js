// One lint setup for the whole workspace; type-aware rules stay off to keep lint fast.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One-way imports on the web side (docs/decisions, DESIGN.md §4): app → features → components/lib.
 * A feature never reaches into another feature or into app/; components/ and lib/ never reach up.
 * Tests may mount the app's providers, so test files are exempt from the app/ rule only.
 */
const webFeatures = [
  'account',
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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
  {
    // Routes are thin: validation and HTTP in the route file, queries in a module's repository.
    // The three files left out still build queries inline (decision 0010 lists them).
    files: ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/*-routes.ts'],
    ignores: [
      'apps/server/src/modules/health/routes.ts',
      'apps/server/src/modules/mail/dev-mailbox-routes.ts',
      'apps/server/src/modules/payments/sandbox-routes.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Route files hold no SQL: put the query in the module’s repository.',
            },
          ],
        },
      ],
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
