import { fileURLToPath } from 'node:url';

/**
 * How the web app's imports resolve, the same in both builds, the server entry and the unit tests.
 *
 * `@/…` is `src/…` (tsconfig.json's `paths`): an import names where a module lives in the app instead of
 * climbing directories.
 *
 * The app is written against React's API (its types, its hooks, React Router and TanStack Query) and runs
 * on Preact's compatibility layer (decision 0025): React DOM alone was some 60 KB of the 107 KB in gzip
 * that every first visit downloaded before a public page could answer a tap, Preact is about 11 KB.
 * Every import of React, React DOM and their entry points, in our code and in the libraries', goes to
 * `preact/compat`.
 */
export const WEB_ALIAS = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The libraries that import React themselves. The unit tests load node_modules as they are unless told
 * otherwise, and an alias only reaches a module the test runner transforms: these are transformed, so
 * they share the app's one Preact instead of loading React beside it.
 */
export const REACT_LIBRARIES = [
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]/,
  /[\\/]node_modules[\\/]react-hook-form[\\/]/,
  /[\\/]node_modules[\\/]sonner[\\/]/,
  /[\\/]node_modules[\\/]zustand[\\/]/,
];

/**
 * The unit tests' resolution: the aliases, and the libraries' ES modules (the `module` condition, which the
 * test runner leaves out by default) — their CommonJS builds would `require` React past the aliases.
 */
export const TEST_RESOLVE = {
  alias: WEB_ALIAS,
  conditions: ['module', 'browser', 'development|production'],
};
