// Zod probes `new Function` once, to compile faster object parsers. The strict CSP (decision 0003)
// refuses it: nothing breaks, but Chrome reports a CSP violation on every page that validates a form or
// an answer (Lighthouse's `inspector-issues`). The browser's few parses do not need the compiled parsers.
// Browser only: the server entry shares the API's zod, which keeps them.
//
// Zod keeps its settings in `globalThis.__zod_globalConfig` (zod/v4/core/core.js), creating it only
// when absent: filled in here, before any schema exists, the setting reaches zod without importing it,
// which keeps the library (some 4 KB in gzip) out of the first-load bundle — /home validates nothing.
// Filled in place, so it holds whichever loads first.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
