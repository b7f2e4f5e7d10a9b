import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";
const NONE = "'none'";

/**
 * The Content-Security-Policy of every response (pages and API): scripts, styles, fonts and data only
 * from our own origin, never inline; images may also be data:/blob: URLs (previews of uploads).
 * The web build keeps to it (it even strips sonner's runtime <style> injection and ships that CSS as a
 * file). Only the API documentation relaxes styles (`relaxStylesForDocs`).
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[] | null> {
  return {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    scriptSrcAttr: [NONE],
    styleSrc: [SELF],
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
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

/**
 * Swagger UI (/api/docs) sets inline styles from its scripts; its scripts stay 'self'. Applied to the
 * docs' own responses only.
 */
export function relaxStylesForDocs(policy: string): string {
  return policy.replace(/style-src 'self'(?=;|$)/, "style-src 'self' 'unsafe-inline'");
}
