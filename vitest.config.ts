import { defineConfig } from 'vitest/config';

// One runner, four projects: `npm test` picks them one by one (see scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: a worker runs its files one after another in one process (a fresh process
          // per file cost some 0.4 s each, twenty times the tests' own time).
          isolate: false,
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});
