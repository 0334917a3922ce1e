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

export default defineConfig(({ isSsrBuild }) => ({
  // React Fast Refresh patches React's renderer, which Preact is not (decision 0019): in
  // `npm run dev` a change reloads the page instead of refreshing components in place.
  plugins: [
    react({ refreshExclude: /./ }),
    tailwindcss(),
    preloadFonts(),
    precompress(),
    pageEntry.plugin,
    // The installable app: manifest, service worker, offline page (decision 0026).
    ...(isSsrBuild || process.env.VITEST ? [] : pwa()),
  ],
  resolve: {
    // The unit tests resolve packages as Node does, which picks the CommonJS builds of several
    // (react-remove-scroll, lucide-react…) that `require` React itself: their module builds go
    // through the aliases below, like the app's code.
    ...(process.env.VITEST && !process.env.NO_PREACT
      ? { mainFields: ['module', 'main'], conditions: ['module', 'import', 'development|production'] }
      : {}),
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(process.env.NO_PREACT
        ? []
        : [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
            // react-i18next's shim for React 17 (CommonJS, which would load React): compat has the hook.
            { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
            // For the unit tests, whose resolver would pick these packages' CommonJS entries, which
            // `require` React itself: their module entries go through the aliases above.
            ...Object.entries({
              'react-router': 'react-router/dist/development/index.mjs',
              'lucide-react': 'lucide-react/dist/esm/lucide-react.mjs',
            }).map(([name, file]) => ({
              find: new RegExp(`^${name}$`),
              replacement: fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url)),
            })),
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
          ]),
    ],
  },
  server: {
    port: 3000,
    proxy: { '/api': backend, '/dev': backend },
  },
  // `vite build --ssr src/entry-server.tsx` writes the server renderer next to the app (decision 0012).
  // Every library is bundled into it, so that its `react` imports, like the app's, are Preact's.
  ssr: { noExternal: true },
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
        // The framework (Preact, which runs the React code, and the router) changes less often than
        // the app: its own chunk stays cached across deployments.
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
              test: /node_modules[\\/](preact|react-router)[\\/]/,
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
    // Each test file imports the libraries anew: bundled into one module each (with the aliases
    // above, so still on Preact), a file imports a few modules instead of hundreds of Radix's and
    // Preact's (the web tests' import time 25 s -> 6 s on two files; the whole run 229 s -> 178 s).
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'preact',
            'preact/compat',
            'preact/hooks',
            'preact/jsx-runtime',
            'preact/jsx-dev-runtime',
            'preact/test-utils',
            'radix-ui',
            'react-router',
            'lucide-react',
            'react-i18next',
            'i18next',
            '@tanstack/react-query',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod',
            'zustand',
            'embla-carousel-react',
            'tailwind-merge',
            'clsx',
            '@testing-library/react',
            '@testing-library/user-event',
            '@testing-library/dom',
            'msw',
            'uplot',
          ],
        },
      },
    },
    // The libraries that import React are transformed with the app, so that the tests render on
    // Preact, as the portal does (Vitest would otherwise load them, and React, from node_modules).
    server: {
      deps: {
        inline: process.env.NO_PREACT
          ? []
          : [
              /react/,
              /radix-ui/,
              /@radix-ui/,
              /@testing-library/,
              /zustand/,
              /lucide/,
              /embla/,
              /hookform/,
              /preact/,
            ],
      },
    },
  },
}));
