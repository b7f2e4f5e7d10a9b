import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxStylesForDocs } from '../src/http/security-headers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let webDist: string;
let testApp: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'estadia-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Estadia</title><div id="app"></div>');
  testApp = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});

afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
});

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  for (const [kind, url] of [
    ['a page', '/home'],
    ['an API answer', '/api/healthz'],
    ['an API error', '/api/nada'],
  ] as const) {
    it(`are on ${kind}`, async () => {
      const response = await testApp.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('style-src')).toBe("'self'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);

      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  }

  it('upgrades insecure requests when the public URL is https', async () => {
    const https = await createTestApp({
      env: { PUBLIC_URL: 'https://estadia.com.br', WEB_DIST_DIR: webDist },
    });
    try {
      const response = await https.app.inject({ method: 'GET', url: '/api/healthz' });
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        true,
      );
    } finally {
      await https.close();
    }
  });

  it('serves the API documentation under the same policy: its scripts are files, not inline', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    // Swagger UI sets inline styles: relaxed for the docs only.
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>[^<\s]/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await testApp.app.inject({
        method: 'GET',
        url: new URL(src, 'http://x/api/docs/').pathname,
      });
      expect(script.statusCode, src).toBe(200);
    }
  });
});

describe('security headers with Google Maps (MAPS_ENABLED)', () => {
  let withMaps: TestApp;
  const policyOf = async (app: TestApp, url: string) =>
    directives((await app.app.inject({ method: 'GET', url })).headers['content-security-policy']);
  const STRICT = {
    'default-src': "'self'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    'style-src': "'self'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'worker-src': "'self'",
    'object-src': "'none'",
    'frame-ancestors': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  };

  beforeAll(async () => {
    withMaps = await createTestApp({ env: { WEB_DIST_DIR: webDist, MAPS_ENABLED: 'true' } });
  });

  afterAll(async () => {
    await withMaps?.close();
  });

  it('names no Google origin when the setting is off (the default)', async () => {
    for (const url of ['/projetos', '/api/healthz']) {
      const policy = await policyOf(testApp, url);
      expect(Object.fromEntries(policy), url).toMatchObject(STRICT);
      expect([...policy.values()].join(' '), url).not.toMatch(/google|gstatic/);
    }
  });

  it("adds exactly Google Maps' origins when on, and nothing inline or eval for scripts", async () => {
    for (const url of ['/projetos', '/api/healthz']) {
      const policy = await policyOf(withMaps, url);
      expect(Object.fromEntries(policy), url).toMatchObject({
        ...STRICT,
        'script-src': "'self' https://maps.googleapis.com",
        'style-src': "'self' 'unsafe-inline' https://fonts.googleapis.com",
        'img-src':
          "'self' data: blob: https://*.googleapis.com https://*.gstatic.com *.google.com *.googleusercontent.com",
        'font-src': "'self' data: https://fonts.gstatic.com",
        'connect-src': "'self' https://*.googleapis.com *.google.com https://*.gstatic.com",
      });
      expect(policy.get('script-src'), url).not.toMatch(/unsafe|strict-dynamic|\*/);
      expect(policy.has('frame-src'), url).toBe(false);
    }
  });

  it('keeps the documentation relaxation working with maps on', async () => {
    expect((await policyOf(withMaps, '/api/docs/')).get('style-src')).toBe(
      "'self' 'unsafe-inline' https://fonts.googleapis.com",
    );
  });

  it('refuses a value that is not a yes or a no', async () => {
    await expect(createTestApp({ env: { MAPS_ENABLED: 'talvez' } })).rejects.toThrow(/MAPS_ENABLED/);
  });

  it("relaxStylesForDocs adds 'unsafe-inline' to style-src once and leaves the rest alone", () => {
    expect(relaxStylesForDocs("default-src 'self';style-src 'self';script-src 'self'")).toBe(
      "default-src 'self';style-src 'self' 'unsafe-inline';script-src 'self'",
    );
    expect(relaxStylesForDocs("style-src 'self' https://fonts.googleapis.com")).toBe(
      "style-src 'self' https://fonts.googleapis.com 'unsafe-inline'",
    );
    expect(relaxStylesForDocs("style-src 'self' 'unsafe-inline'; img-src 'self'")).toBe(
      "style-src 'self' 'unsafe-inline'; img-src 'self'",
    );
    expect(relaxStylesForDocs("style-src-attr 'none';style-src 'self'")).toBe(
      "style-src-attr 'none';style-src 'self' 'unsafe-inline'",
    );
  });
});

describe('caching and request ids', () => {
  it('marks API answers, errors included, as not to be stored, and leaves pages to their own rules', async () => {
    for (const url of ['/api/healthz', '/api/nada', '/api', '/api?x=1', '/api/healthz?x=1']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/home', '/apis', '/api-docs']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).not.toBe('no-store');
    }
  });

  it('lets a route say its answer may be stored if revalidated (the catalogue)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/projects' });
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('gives every answer its request id', async () => {
    for (const url of ['/home', '/api/healthz', '/api/nada']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
