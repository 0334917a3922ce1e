import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';

const backend = 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFonts(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 3000,
    proxy: { '/api': backend, '/dev': backend },
  },
  // `vite build --ssr src/entry-server.tsx` writes the server renderer next to the app (decision 0012).
  ssr: { noExternal: ['@pitchside/contract'] },
  build: {
    outDir: 'dist',
    // The server renderer needs no copy of favicon and fonts: the browser build serves them.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across deployments.
        // Other libraries go with the chunks that use them (no catch-all vendor chunk): a library a
        // lazily loaded screen needs is not downloaded, nor preloaded, on a first visit elsewhere.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // Everything the entry imports statically is needed before the app can start: one
            // chunk, not the dozens of small shared ones the lazy screens would otherwise cut it into.
            { name: 'shell', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // A cold transform of a screen that composes several features takes seconds on a busy 2-core machine.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
}));
