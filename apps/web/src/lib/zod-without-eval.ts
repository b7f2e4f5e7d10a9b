import { config } from 'zod/v4/core';

// Zod probes `new Function` once, to compile faster object parsers. The strict CSP (decision 0003)
// refuses it: nothing breaks, but Chrome reports a CSP violation on every page that validates a form or
// an answer (Lighthouse's `inspector-issues`). The browser's few parses do not need the compiled parsers.
// Browser only: the server entry shares the API's zod, which keeps them.
config({ jitless: true });
