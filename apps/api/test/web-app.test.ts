import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let webDist: string;
let adminDist: string;
let testApp: TestApp;

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><title>Estadia</title></head><body><div id="app"></div></body></html>';
const ADMIN_INDEX =
  '<!doctype html><html lang="pt-BR"><head><title>Estadia | Administração</title></head><body><div id="app"></div></body></html>';
const ADMIN_SCRIPT = 'console.log("administração");';
// Big enough to be worth compressing.
const SCRIPT = `console.log(${JSON.stringify('Estadia '.repeat(400))});`;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'estadia-web-'));
  await mkdir(join(webDist, 'assets'));
  await mkdir(join(webDist, 'photos', 'pinheiros'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, 'assets', 'x-abc123.js'), SCRIPT);
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(webDist, 'photos', 'pinheiros', 'sala.webp'), Buffer.from('RIFF0000WEBP'));
  adminDist = await mkdtemp(join(tmpdir(), 'estadia-web-admin-'));
  await mkdir(join(adminDist, 'assets'));
  await writeFile(join(adminDist, 'index.html'), ADMIN_INDEX);
  await writeFile(join(adminDist, 'assets', 'admin-abc123.js'), ADMIN_SCRIPT);
  testApp = await createTestApp({ env: { WEB_DIST_DIR: webDist, WEB_ADMIN_DIST_DIR: adminDist } });
});

afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
  await rm(adminDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('serves hashed assets for a year, immutable', async () => {
    const response = await get('/assets/x-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('serves other files with a short cache', async () => {
    for (const url of ['/favicon.svg', '/photos/pinheiros/sala.webp']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('answers page paths with index.html, revalidated every time (no server entry: nothing is rendered)', async () => {
    for (const url of [
      '/home',
      '/faq/',
      '/projetos',
      '/projeto/abc/modalidade/def',
      '/minhas-locacoes?x=1',
      '/index.html',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('sends / to /home (spec §2), keeping the query string, without caching the answer', async () => {
    for (const [url, location] of [
      ['/', '/home'],
      ['/?utm_source=folheto&x=1', '/home?utm_source=folheto&x=1'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers HEAD like GET', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/projetos' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers a missing file with 404, not with the page', async () => {
    for (const url of ['/assets/old-999.js', '/robots.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="app">');
    }
  });

  it('never answers an /api path with the page', async () => {
    const response = await get('/api/nada');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('compresses text with brotli or gzip, as the client accepts', async () => {
    const brotli = await get('/assets/x-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/x-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('the back-office build under /admin/', () => {
  it('answers every back-office page with its own index.html, revalidated every time', async () => {
    for (const url of [
      '/admin/',
      '/admin/login',
      '/admin/locacoes/abc?status=RENTED',
      '/admin/calendario/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(ADMIN_INDEX);
    }
  });

  it('sends the bare /admin to /admin/, where its relative assets resolve', async () => {
    const response = await get('/admin?x=1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin/?x=1');
  });

  it('serves its own hashed assets, and a missing one as a 404', async () => {
    const asset = await get('/admin/assets/admin-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(ADMIN_SCRIPT);
    expect((await get('/admin/assets/x-abc123.js')).statusCode).toBe(404);
    // The customer's build does not answer for the back-office, nor the other way round.
    expect((await get('/assets/admin-abc123.js')).statusCode).toBe(404);
  });

  it('keeps the customer pages on the customer build', async () => {
    expect((await get('/administracao')).body).toBe(INDEX);
    expect((await get('/projetos')).body).toBe(INDEX);
  });
});

describe('without a built web app', () => {
  let bare: TestApp;

  beforeAll(async () => {
    bare = await createTestApp({
      env: { WEB_DIST_DIR: join(webDist, 'nao-existe'), WEB_ADMIN_DIST_DIR: join(webDist, 'nao-existe') },
    });
  });

  afterAll(async () => {
    await bare.close();
  });

  it('explains in Portuguese that the web app has not been built', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('ainda não foi construído');
    expect((await bare.app.inject({ method: 'GET', url: '/admin/' })).statusCode).toBe(503);
  });

  it('keeps the API working', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
  });
});
