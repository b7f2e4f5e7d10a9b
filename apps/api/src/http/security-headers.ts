import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";
const NONE = "'none'";

/**
 * The Content-Security-Policy of every response (pages and API). Scripts only from our own origin,
 * never inline. Styles also accept inline blocks: `sonner` (the toasts) injects its stylesheet as a
 * <style> element at runtime and React writes `style` attributes into prerendered HTML; neither can
 * carry a nonce. Inline styles cannot run code.
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[] | null> {
  return {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    scriptSrcAttr: [NONE],
    styleSrc: [SELF, "'unsafe-inline'"],
    imgSrc: [SELF, 'data:', 'blob:'],
    fontSrc: [SELF, 'data:'],
    connectSrc: [SELF],
    manifestSrc: [SELF],
    workerSrc: [SELF],
    objectSrc: [NONE],
    frameAncestors: [NONE],
    baseUri: [SELF],
    formAction: [SELF],
    // Over plain http (local runs) upgrading would point every asset at a port that speaks no TLS.
    upgradeInsecureRequests: https ? [] : null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.https) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // Other sites learn our origin, never a path: enough for referrer-restricted keys (maps).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
}
