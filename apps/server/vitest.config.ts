import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file gets its own database, so files run in parallel safely.
    fileParallelism: true,
  },
});
