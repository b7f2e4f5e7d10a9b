import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

describe('GET /api/healthz', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers ok when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in the error format when the database does not', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: database.db });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'Banco de dados indisponível no momento.',
    });
    await app.close();
  });
});
