import type { FastifyInstance } from 'fastify';
import { isApiUrl } from './api-url.ts';
import { type SecurityHeadersOptions, securityHeaders } from './security-headers.ts';

/**
 * Every response starts with the same headers, set by one synchronous hook (each hook is one more step
 * of every request) from values computed at start-up: the security headers, the request id, and for the
 * API `cache-control: no-store` — its answers are personal unless a route says otherwise (the catalogue
 * does). A route may still replace any of them (an uploaded file's stricter CSP, the docs' styles).
 */
export function registerResponseHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const forPages = securityHeaders(options);
  const forApi = Object.freeze({ ...forPages, 'cache-control': 'no-store' });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? forApi : forPages);
    reply.header('x-request-id', request.id);
    done();
  });
}
