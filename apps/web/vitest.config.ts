import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './vitest.isolated-files';
import { REACT_LIBRARIES, TEST_RESOLVE } from './web-alias';

// The web's unit tests share one jsdom per worker (isolate: false): setting it up and importing the app
// for each of ~130 files took most of their time. Each file cleans up after itself (src/test/setup.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: TEST_RESOLVE,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ISOLATED_TEST_FILES,
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: REACT_LIBRARIES } },
    isolate: false,
  },
});
