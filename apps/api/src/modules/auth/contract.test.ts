import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let testApp: TestApp;
let user: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  user = await signUpUser(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const ROUTES: Array<{ method: 'POST' | 'PATCH'; url: string; auth?: boolean }> = [
  { method: 'POST', url: '/api/auth/signup' },
  { method: 'POST', url: '/api/auth/login' },
  { method: 'POST', url: '/api/auth/request_password_reset' },
  { method: 'POST', url: '/api/auth/validate_password_reset_code' },
  { method: 'POST', url: '/api/auth/reset_password' },
  { method: 'PATCH', url: '/api/me', auth: true },
  { method: 'PATCH', url: '/api/me/password', auth: true },
  { method: 'POST', url: '/api/contact' },
  { method: 'POST', url: '/api/corporate-requests' },
];

const deeplyNested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

const BODIES: Array<[string, string | Buffer, string]> = [
  ['malformed JSON', '{"email": "ana@exemplo.com",', 'application/json'],
  ['an empty JSON body', '', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['a JSON string', '"texto"', 'application/json'],
  [
    'wrong types everywhere',
    JSON.stringify({
      name: 1,
      email: [],
      password: {},
      passwordResetCode: 7,
      currentPassword: true,
      newPassword: null,
      subject: 1,
      message: false,
      cnpj: 0,
      guests: 'muitos',
      address: 'rua',
    }),
    'application/json',
  ],
  [
    'a prototype pollution attempt',
    '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
    'application/json',
  ],
  ['deep nesting', deeplyNested, 'application/json'],
  ['a body over the size limit', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }), 'application/json'],
  [
    'huge strings in every field',
    JSON.stringify({
      name: 'x'.repeat(100_000),
      email: `${'a'.repeat(100_000)}@x.com`,
      password: 'p'.repeat(100_000),
      passwordResetCode: 'c'.repeat(100_000),
      message: 'm'.repeat(100_000),
    }),
    'application/json',
  ],
  ['form-encoded data', 'email=ana%40exemplo.com&password=x', 'application/x-www-form-urlencoded'],
  ['XML', '<user><email>a@b.c</email></user>', 'application/xml'],
  ['binary garbage', Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80, 0x81]), 'application/json'],
];

describe('hostile or malformed bodies on every account route', () => {
  for (const route of ROUTES) {
    it.each(BODIES)(
      `${route.method} ${route.url}: %s → 4xx with a code and a Portuguese message`,
      async (_, payload, contentType) => {
        const usersBefore = await testApp.db.selectFrom('users').selectAll().execute();
        const response = await testApp.app.inject({
          method: route.method,
          url: route.url,
          remoteAddress: randomIp(),
          headers: { 'content-type': contentType, ...(route.auth ? user.headers : {}) },
          payload,
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        const body = response.json();
        expect(body.statusCode).toBe(response.statusCode);
        expect(body.code).toMatch(/^[A-Z_]+$/);
        expect(body.message).toMatch(/[a-zà-ú]/i);
        if (response.statusCode === 400 && body.code === 'VALIDATION_ERROR')
          expect(body.issues.length).toBeGreaterThan(0);
        expect(await testApp.db.selectFrom('users').selectAll().execute()).toEqual(usersBefore);
        expect(({} as Record<string, unknown>).admin).toBeUndefined();
      },
    );
  }
});

describe('the OpenAPI document', () => {
  const EXPECTED: Record<string, string[]> = {
    'post /api/auth/signup': ['201', '400', '409', '429', '500'],
    'post /api/auth/login': ['200', '400', '401', '429', '500'],
    'post /api/auth/logout': ['204', '401', '500'],
    'post /api/auth/request_password_reset': ['204', '400', '429', '500'],
    'post /api/auth/validate_password_reset_code': ['204', '400', '429', '500'],
    'post /api/auth/reset_password': ['204', '400', '429', '500'],
    'get /api/me': ['200', '401', '500'],
    'patch /api/me': ['200', '400', '401', '422', '500'],
    'patch /api/me/password': ['204', '400', '401', '429', '500'],
    'post /api/upload': ['201', '400', '401', '413', '415', '429', '500'],
    'get /api/files/{fileName}': ['200', '401', '404', '500'],
    'post /api/contact': ['201', '400', '429', '500'],
    'post /api/corporate-requests': ['201', '400', '429', '500'],
  };
  const AUTHENTICATED = [
    'post /api/auth/logout',
    'get /api/me',
    'patch /api/me',
    'patch /api/me/password',
    'post /api/upload',
    'get /api/files/{fileName}',
  ];

  it('documents every account route with its success and error answers, and which need a token', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
    };
    for (const [route, statuses] of Object.entries(EXPECTED)) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = document.paths[path]?.[method];
      expect(operation, route).toBeDefined();
      expect(Object.keys(operation!.responses).sort(), route).toEqual([...statuses].sort());
      expect(operation!.security, route).toEqual(
        AUTHENTICATED.includes(route) ? [{ bearerAuth: [] }] : undefined,
      );
    }
  });
});
