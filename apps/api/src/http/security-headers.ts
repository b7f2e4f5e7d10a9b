import helmet, { type HelmetOptions } from 'helmet';

const SELF = "'self'";
const NONE = "'none'";

/**
 * Google's origins for the Maps JavaScript API (its CSP guide, minus the nonce parts), added only when
 * MAPS_ENABLED says a real key is configured. See docs/decisions/0003-strict-content-security-policy.md.
 */
const GOOGLE_MAPS_SOURCES = {
  scriptSrc: ['https://maps.googleapis.com'],
  // The API injects <style> elements; without a nonce only 'unsafe-inline' lets them apply.
  styleSrc: ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  imgSrc: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  fontSrc: ['https://fonts.gstatic.com'],
  connectSrc: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
} as const;

/**
 * Mercado Pago's origins, added only with PAYMENT_PROVIDER=mercadopago: MercadoPago.js (script-src),
 * the API it calls with the public key to find the card's brand, issuer and installments and to
 * tokenise it (connect-src), and the card issuer's 3-D Secure challenge, whose address Mercado Pago
 * gives per payment and can be any bank's (frame-src, and form-action for the form that posts the
 * challenge request into that frame). Over http (a local fake) the fake's own origin stands in.
 */
export interface MercadoPagoSources {
  /** MERCADOPAGO_JS_URL. */
  jsUrl: string;
  /** MERCADOPAGO_API_URL. */
  apiUrl: string;
}

function mercadoPagoSources(mercadoPago: MercadoPagoSources | undefined) {
  if (!mercadoPago) return { scriptSrc: [], connectSrc: [], frameSrc: [], formAction: [] };
  const script = new URL(mercadoPago.jsUrl).origin;
  const api = new URL(mercadoPago.apiUrl).origin;
  // A bank's challenge page: any https origin; a local fake's over http is allowed by its origin only.
  const challenge = api.startsWith('https:') ? ['https:'] : ['https:', api];
  return { scriptSrc: [script], connectSrc: [api], frameSrc: challenge, formAction: challenge };
}

export interface SecurityHeadersOptions {
  /** The public URL is https: browsers are told to upgrade insecure requests. */
  https: boolean;
  /** A real Google Maps key is configured (MAPS_ENABLED): its origins join the policy. */
  maps?: boolean;
  /** Mercado Pago is the payment provider: its script, API and card challenges join the policy. */
  mercadoPago?: MercadoPagoSources | undefined;
}

/**
 * The Content-Security-Policy of every response (pages and API): scripts, styles, fonts and data only
 * from our own origin, never inline; images may also be data:/blob: URLs (previews of uploads).
 * The web build keeps to it (it even strips sonner's runtime <style> injection and ships that CSS as a
 * file). Only the API documentation relaxes styles (`relaxStylesForDocs`), and Google Maps' origins
 * are added when the maps are on.
 */
export function contentSecurityPolicy({
  https,
  maps = false,
  mercadoPago,
}: SecurityHeadersOptions): Record<string, string[] | null> {
  const google = (directive: keyof typeof GOOGLE_MAPS_SOURCES) =>
    maps ? GOOGLE_MAPS_SOURCES[directive] : [];
  const payments = mercadoPagoSources(mercadoPago);
  return {
    defaultSrc: [SELF],
    scriptSrc: [SELF, ...google('scriptSrc'), ...payments.scriptSrc],
    scriptSrcAttr: [NONE],
    styleSrc: [SELF, ...google('styleSrc')],
    imgSrc: [SELF, 'data:', 'blob:', ...google('imgSrc')],
    fontSrc: [SELF, 'data:', ...google('fontSrc')],
    connectSrc: [SELF, ...google('connectSrc'), ...payments.connectSrc],
    // Without Mercado Pago, frames fall back to default-src as before; with it, a card's 3-D Secure
    // challenge is framed from the issuer's bank.
    frameSrc: payments.frameSrc.length > 0 ? [SELF, ...payments.frameSrc] : null,
    manifestSrc: [SELF],
    workerSrc: [SELF],
    objectSrc: [NONE],
    frameAncestors: [NONE],
    baseUri: [SELF],
    formAction: [SELF, ...payments.formAction],
    // Over plain http (local runs) upgrading would point every asset at a port that speaks no TLS.
    upgradeInsecureRequests: https ? [] : null,
  };
}

function helmetOptions(options: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // Other sites learn our origin, never a path: enough for referrer-restricted keys (maps).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  };
}

/**
 * The security headers helmet sets for our options, lower-cased. None of them depends on the request
 * (no nonces), so helmet runs once, against a response that only records them.
 */
export function securityHeaders(options: SecurityHeadersOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet(helmetOptions(options)) as unknown as (
    request: object,
    response: typeof recorder,
    next: (error?: unknown) => void,
  ) => void;
  let finished = false;
  middleware({}, recorder, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.freeze(headers);
}

/**
 * Swagger UI (/api/docs) sets inline styles from its scripts; its scripts stay 'self'. Applied to the
 * docs' own responses only: adds 'unsafe-inline' to `style-src` (once; never to `style-src-attr`).
 */
export function relaxStylesForDocs(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      if (name !== 'style-src' || directive.includes("'unsafe-inline'")) return directive;
      const trailing = directive.slice(directive.trimEnd().length);
      return `${directive.trimEnd()} 'unsafe-inline'${trailing}`;
    })
    .join(';');
}
