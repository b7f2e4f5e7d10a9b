import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fresh-modules.setup.ts'],
    // Each file boots its own database (PGlite takes seconds to start): generous limits, 2 cores.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A file's own app, database and clock are made in the file; loading the libraries again for each of
    // ~115 files took more time than the tests themselves (see test/fresh-modules.setup.ts).
    isolate: false,
  },
});
