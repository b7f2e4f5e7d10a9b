import { DomainError } from '@estadia/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { AppError } from '../src/errors.ts';
import { createManualClock } from '../src/lib/clock.ts';
import { enforceRateLimit } from '../src/lib/rate-limit/enforce-rate-limit.ts';
import { createMemoryRateLimitStore } from '../src/lib/rate-limit/memory-store.ts';
import { createRateLimiter } from '../src/lib/rate-limit/rate-limiter.ts';
import { createTestDatabase, type TestDatabase } from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'info' }),
    db: database.db,
    logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
  });
  // Routes that fail on purpose, to see each kind of failure leave in the one error format.
  app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/api/test/app-error', async () => {
    throw new AppError(409, 'APARTMENT_UNAVAILABLE', 'Este apartamento não está mais disponível.');
  });
  app.get('/api/test/app-error-details', async () => {
    throw new AppError(401, 'UNAUTHORIZED', 'Sua sessão expirou. Faça o login novamente.', {
      headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
      issues: [{ path: 'token', message: 'Token expirado' }],
    });
  });
  app.get('/api/test/domain-error', async () => {
    throw new DomainError('INVALID_INTERVAL', 'Período inválido.');
  });
  // A route limited the way the app's are (lib/rate-limit): two calls a minute.
  const limiter = createRateLimiter(createMemoryRateLimitStore(), createManualClock(new Date()));
  const rule = { name: 'test-limited', max: 2, windowMs: 60_000 };
  app.get('/api/test/limited', async () => {
    await enforceRateLimit(limiter, rule, 'one client');
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const quote = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/quotes', payload, headers: { 'content-type': contentType } });

describe('the error format', () => {
  it('answers invalid input with 400 VALIDATION_ERROR and Portuguese issues per field', async () => {
    const response = await quote(
      JSON.stringify({ modalityId: 'x', start: '2026-02-30', carSpots: { common: -1 } }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'modalityId', message: 'Identificador inválido' },
        { path: 'start', message: 'Data inexistente no calendário' },
        { path: 'end', message: 'Campo obrigatório' },
        { path: 'carSpots.common', message: 'O número de vagas não pode ser negativo' },
      ]),
    );
  });

  it('validates query strings the same way', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/projects?start=amanha&end=2026-01-10' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'start', message: 'Data inválida: use o formato AAAA-MM-DD' },
    ]);
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await quote('{"modalityId": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'MALFORMED_JSON',
      message: 'O corpo da requisição não é um JSON válido.',
    });
  });

  it('answers an empty JSON body with 400 MALFORMED_JSON', async () => {
    const response = await quote('');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MALFORMED_JSON');
  });

  it('refuses prototype pollution attempts as malformed', async () => {
    const response = await quote('{"__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MALFORMED_JSON');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await quote(JSON.stringify({ padding: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O conteúdo enviado é grande demais.',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await quote('modalityId=1', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nao-existe'],
      ['POST', '/api/projects'],
      ['DELETE', '/api/quotes'],
      ['GET', '/api'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Rota não encontrada.',
      });
    }
  });

  it('answers an unknown id, and an id that cannot be one, with 404', async () => {
    for (const url of [
      '/api/projects/3f0c9a4e-8b1d-4c2a-9e7f-1a2b3c4d5e6f',
      '/api/projects/nao-e-um-uuid',
      "/api/apartments/1' or '1'='1",
      '/api/projects/00000000-0000-0000-0000-000000000000/modalities/123',
    ]) {
      const response = await app.inject({ method: 'GET', url: encodeURI(url) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it('passes AppErrors through as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'APARTMENT_UNAVAILABLE',
      message: 'Este apartamento não está mais disponível.',
    });
  });

  it('adds the issues and headers an AppError carries', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/app-error-details' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Sua sessão expirou. Faça o login novamente.',
      issues: [{ path: 'token', message: 'Token expirado' }],
    });
  });

  it('answers a rule of the domain with 422 and its code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/domain-error' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      code: 'INVALID_INTERVAL',
      message: 'Período inválido.',
    });
  });

  it('answers too many requests with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last = await app.inject({ method: 'GET', url: '/api/test/limited' });
    statuses.push(last.statusCode);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      last = await app.inject({ method: 'GET', url: '/api/test/limited' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last.headers['retry-after']).toBe('60');
    expect(last.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde 1 minuto e tente de novo.',
    });
  });

  it('hides the internals of an unexpected failure, and logs them with the request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Erro interno. Tente novamente em instantes.',
    });
    expect(response.body).not.toContain('secret');
    const logged = logLines.find((line) => line.level === 50 && line.requestId === 'trace-1234abcd');
    expect(JSON.stringify(logged)).toContain('postgres://secret@db leaked');
  });
});

describe('request ids', () => {
  it('echoes a sane incoming x-request-id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'abc-123.XYZ' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123.XYZ');
  });

  it('replaces an unsafe or oversized one with a new UUID', async () => {
    for (const incoming of ['<script>', 'a b', 'x'.repeat(200)]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/healthz',
        headers: { 'x-request-id': incoming },
      });
      expect(response.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });

  it('creates one when none comes, different every time', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/healthz' });
    const second = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(first.headers['x-request-id']).toBeTruthy();
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
