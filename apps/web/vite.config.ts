import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { entryModules } from './build/entry-modules';
import { pwa } from './build/pwa';

const backend = 'http://localhost:3001';

const pageEntry = entryModules('/index.html');

/**
 * React Router's package names only its development build in its exports (remix-run/react-router
 * #12532); its production build differs in one flag, which turns off the warnings' checks.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts(),
    precompress(),
    pageEntry.plugin,
    // The installable app: manifest, service worker, offline page (decision 0026).
    ...(isSsrBuild || process.env.VITEST ? [] : pwa()),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // In the builds only: the development server and the unit tests keep the warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 3000,
    proxy: { '/api': backend, '/dev': backend },
  },
  // `vite build --ssr src/entry-server.tsx` writes the server renderer next to the app (decision 0012).
  // Every library is bundled into it: the server loads one file, with no node_modules lookups.
  ssr: { noExternal: true },
  // React's CommonJS entries pick their build from NODE_ENV at run time: the server renderer is
  // React's production build, as the browser's is, whatever the server's environment.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: 'dist',
    // The server renderer needs no copy of favicon and fonts: the browser build serves them.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: which chunks each module needs, for the server to list a screen's
    // chunks in the plain shell it sends (page-renderer.ts). Not served: it is a dot folder.
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The page's entry, and the app's start, which the page's entry imports once it is needed
      // (decision 0020): an entry of its own, so that its modules form one chunk ('shell' below).
      ...(isSsrBuild ? {} : { input: { index: 'index.html', 'start-app': 'src/start-app.tsx' } }),
      output: {
        // The framework (React DOM and the router) changes less often than the app: its own chunk
        // stays cached across deployments.
        // Other libraries go with the chunks that use them (no catch-all vendor chunk): a library a
        // lazily loaded screen needs is not downloaded, nor preloaded, on a first visit elsewhere.
        codeSplitting: {
          // A group takes in the modules its own modules import, by default: the 'shell' group
          // would take Vite's preload helper, which the page's entry imports too, and so the page
          // would load the whole app at once. The groups below name every module they take.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // Everything the app's start imports statically is needed before it can run: one
            // chunk, not the dozens of small shared ones the lazy screens would otherwise cut it into.
            { name: 'shell', tags: ['$initial'], test: pageEntry.outsideEntry, priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Times are shown in the reader's zone: the tests read them in one, whatever the machine's.
    env: { TZ: 'UTC' },
    // A cold transform of a screen that composes several features takes seconds on a busy 2-core machine.
    testTimeout: 15_000,
    // Vitest keeps one core free by default, which on CI's two is half the machine: the test files
    // wait on their own jsdom and module evaluation, not on each other (353 s -> 266 s here).
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
}));
