import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/e2e-workers';

// Browser journeys against the built product (API + web on one port) in the system Chromium.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    setupFiles: ['./e2e/support/report-failures.setup.ts'],
    // A journey with its screenshots (four sizes and themes, axe each time) takes 30–60 s on this 2-core machine
    // with two workers, and passed 60 s on a slower day: the long journeys are to be split, not the budget cut.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // E2E_WORKERS files at a time, each worker with its own browser and product (e2e/support/global-setup.ts).
    pool: 'forks',
    // A worker runs its files one after another in the same process: Playwright, axe and the supports are
    // loaded once, not again for each file (about a second a file). Each file still opens and closes its
    // own browser and contexts; the only state kept between files is the support modules' (the worker's
    // shared product, axe's source).
    isolate: false,
    maxWorkers: E2E_WORKERS,
    // expect.poll waits on the browser: a smooth scroll to a hash target (400–600 ms here, after a lazy
    // page that may take the app's own 1.5 s to render it), an image decoding. Vitest's 1 s default
    // failed on a loaded machine; the assertions themselves are unchanged.
    expect: { poll: { timeout: 5_000 } },
  },
});
