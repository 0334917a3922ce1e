import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file gets its own database, so files run in parallel safely. Vitest would keep one core
    // free, which on CI's two left one file at a time; the files mostly wait on PostgreSQL.
    fileParallelism: true,
    maxWorkers: availableParallelism(),
  },
});
