import { vi } from 'vitest';

// The API test files share their worker process (vitest.config.ts, isolate: false), so Node's own modules
// (Fastify, PGlite, pdfkit, pg…) load once per worker instead of once per file; each file still gets fresh
// modules of its own code, so nothing kept in a module leaks from one file to the next.
vi.resetModules();
