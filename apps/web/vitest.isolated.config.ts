import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './vitest.isolated-files';
import { REACT_LIBRARIES, TEST_RESOLVE } from './web-alias';

// The web's unit test files that replace modules, timers or globals, each in a fresh environment.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: TEST_RESOLVE,
  test: {
    name: 'web-isolated',
    environment: 'jsdom',
    include: ISOLATED_TEST_FILES,
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: REACT_LIBRARIES } },
  },
});
