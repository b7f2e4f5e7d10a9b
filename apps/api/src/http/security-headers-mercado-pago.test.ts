import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.ts';

const REAL = { jsUrl: 'https://sdk.mercadopago.com/js/v2', apiUrl: 'https://api.mercadopago.com' };

describe("the Content-Security-Policy with Mercado Pago's origins", () => {
  it('names none of them when Mercado Pago is not the provider', () => {
    const policy = contentSecurityPolicy({ https: true });
    expect(JSON.stringify(policy)).not.toMatch(/mercadopago|https:"/);
    expect(policy.frameSrc).toBeNull();
    expect(policy.formAction).toEqual(["'self'"]);
  });

  it('allows MercadoPago.js, the API it calls and the issuer challenge frame, nothing inline', () => {
    const policy = contentSecurityPolicy({ https: true, mercadoPago: REAL });
    expect(policy.scriptSrc).toEqual(["'self'", 'https://sdk.mercadopago.com']);
    expect(policy.connectSrc).toEqual(["'self'", 'https://api.mercadopago.com']);
    expect(policy.frameSrc).toEqual(["'self'", 'https:']);
    expect(policy.formAction).toEqual(["'self'", 'https:']);
    expect(policy.scriptSrc?.join(' ')).not.toMatch(/unsafe|\*/);
    expect(policy.frameAncestors).toEqual(["'none'"]);
  });

  it("takes a local fake's origins over http for both the script and the challenge", () => {
    const policy = contentSecurityPolicy({
      https: false,
      mercadoPago: { jsUrl: 'http://127.0.0.1:4100/js/v2', apiUrl: 'http://127.0.0.1:4100' },
    });
    expect(policy.scriptSrc).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(policy.connectSrc).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(policy.frameSrc).toEqual(["'self'", 'https:', 'http://127.0.0.1:4100']);
  });
});
