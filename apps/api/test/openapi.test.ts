import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let testApp: TestApp;
let document: {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[] }>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};

beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

afterAll(async () => {
  await testApp.close();
});

/** '/api/projects/:projectId' → '/api/projects/{projectId}' */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('describes the Estadia API in OpenAPI 3, with bearer authentication', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Estadia API');
    expect(document.info.description).toMatch(/Erros seguem sempre o formato/);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists every documented route of the app, and nothing else', () => {
    const routes = testApp.app.apiRoutes.map(({ method, url }) => `${method} ${openApiPath(url)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual(routes);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/healthz',
        'GET /api/projects',
        'GET /api/projects/{projectId}',
        'GET /api/projects/{projectId}/modalities/{modalityId}',
        'GET /api/projects/{projectId}/modalities/{modalityId}/availability',
        'GET /api/apartments/{apartmentId}',
        'GET /api/apartments/{apartmentId}/unavailable-dates',
        'POST /api/quotes',
      ]),
    );
  });

  it('documents a success answer and the error answers of every route', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        expect(statuses, `${method} ${path}`).toContain('500');
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    expect(Object.keys(document.paths['/api/quotes']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '404', '413', '415', '422', '500']),
    );
  });

  it('documents the contract and calendar files by their media types, and their errors as JSON', () => {
    type Responses = Record<string, { content?: Record<string, unknown> }>;
    const responses = (path: string, method = 'get') =>
      (document.paths[path]![method] as unknown as { responses: Responses }).responses;
    const contract = responses('/api/rentals/{rentId}/contract');
    expect(Object.keys(contract['200']!.content!)).toEqual(['application/pdf']);
    expect(Object.keys(contract['409']!.content!)).toEqual(['application/json']);
    expect(Object.keys(responses('/api/rentals/{rentId}/contract/signed')['200']!.content!)).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(responses('/api/rentals/{rentId}/calendar.ics')['200']!.content!)).toEqual([
      'text/calendar',
    ]);
    expect(Object.keys(responses('/api/rentals/{rentId}/contract/signature', 'post'))).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409', '500']),
    );
  });

  it('serves the interactive documentation at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
