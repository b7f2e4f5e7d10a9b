import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp, signUpUser } from '../../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../../../test/helpers.ts';
import { createManualClock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { generateSessionToken, hashSecret } from '../../lib/tokens/session-token.ts';

const clock = createManualClock('2025-06-01T12:00:00.000Z');
// Counts the scrypt work of each login, to check that unknown e-mails cost the same as wrong passwords.
const hashing = { verify: 0, verifyDummy: 0 };
const countingHasher: PasswordHasher = {
  ...TEST_PASSWORD_HASHER,
  verify: (password, stored) => {
    hashing.verify += 1;
    return TEST_PASSWORD_HASHER.verify(password, stored);
  },
  verifyDummy: (password) => {
    hashing.verifyDummy += 1;
    return TEST_PASSWORD_HASHER.verifyDummy(password);
  },
};
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ clock, passwordHasher: countingHasher });
});

afterAll(async () => {
  await testApp.close();
});

const post = (
  url: string,
  payload: unknown,
  options: { headers?: Record<string, string>; ip?: string } = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.headers,
    remoteAddress: options.ip ?? randomIp(),
  });

const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('POST /api/auth/signup', () => {
  it('creates the account and answers 201 with a working token', async () => {
    const response = await post('/api/auth/signup', {
      name: 'Ana Souza',
      email: 'Ana.Souza@Exemplo.com.br',
      password: 'minha casa na praia',
      phone: '(11) 98765-4321',
      cpfOrCnpj: '529.982.247-25',
    });
    expect(response.statusCode).toBe(201);
    const { token } = response.json();
    expect(Object.keys(response.json())).toEqual(['token']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await me(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: 'ana.souza@exemplo.com.br',
      name: 'Ana Souza',
      phone: '11987654321',
      cpfOrCnpj: '52998224725',
      permissions: [],
    });
  });

  it('stores the password hashed with scrypt, and the session token only as its SHA-256', async () => {
    const user = await signUpUser(testApp.app);
    const row = await testApp.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=\d+,r=8,p=1\$/);
    expect(row.password_hash).not.toContain(user.password);
    const sessions = await testApp.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', row.id)
      .execute();
    expect(sessions.map((session) => session.token_hash)).toEqual([hashSecret(user.token)]);
    expect(sessions[0]!.expires_at.toISOString()).toBe('2025-07-01T12:00:00.000Z'); // 720 h
  });

  it('answers 409 EMAIL_TAKEN for an e-mail already used, whatever its letter case', async () => {
    const user = await signUpUser(testApp.app);
    const response = await post('/api/auth/signup', {
      name: 'Outra Pessoa',
      email: user.email.toUpperCase(),
      password: 'outra senha longa',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(response.json().message).toMatch(/e-mail/);
  });

  it.each([
    ['under 8 characters', 'curta12'],
    ['a common password', 'senha123'],
    ['a common password in capitals', 'PASSWORD1'],
    ['more than 128 characters', 'x'.repeat(129)],
  ])('answers 400 WEAK_PASSWORD for %s and creates nothing', async (_, password) => {
    const email = `fraca.${password.length}.${Date.now()}@exemplo.com`;
    const response = await post('/api/auth/signup', { name: 'Ana Souza', email, password });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'WEAK_PASSWORD' });
    expect(body.message).toMatch(/senha/i);
    expect(body.issues).toEqual([{ path: 'password', message: body.message }]);
    expect(
      await testApp.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('accepts long passphrases with spaces and accents, without composition rules', async () => {
    for (const password of ['açaí com granola', 'tudo minusculo sem numero', 'x'.repeat(128)]) {
      const response = await post('/api/auth/signup', {
        name: 'Ana Souza',
        email: `frase.${password.length}.${Math.random()}@exemplo.com`,
        password,
      });
      expect(response.statusCode, password).toBe(201);
    }
  });

  it('answers 400 VALIDATION_ERROR with field issues for other bad fields', async () => {
    const response = await post('/api/auth/signup', {
      name: 'A',
      email: 'não-é-email',
      password: 'uma senha boa',
      cpfOrCnpj: '111.111.111-11',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'cpfOrCnpj',
      'email',
      'name',
    ]);
  });

  it('limits sign-ups per IP address (429 RATE_LIMITED with Retry-After)', async () => {
    const ip = randomIp();
    for (let index = 0; index < 10; index += 1) {
      const response = await post(
        '/api/auth/signup',
        {
          name: 'Ana Souza',
          email: `lote.${index}.${Date.now()}@exemplo.com`,
          password: 'senha do lote inteiro',
        },
        { ip },
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await post(
      '/api/auth/signup',
      { name: 'Ana Souza', email: `lote.x.${Date.now()}@exemplo.com`, password: 'senha do lote inteiro' },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/Muitas tentativas/);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 with a new token and the user, without any password data', async () => {
    const user = await signUpUser(testApp.app);
    const response = await post('/api/auth/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).not.toBe(user.token);
    expect(body.user).toMatchObject({ email: user.email, name: user.name });
    expect(response.body).not.toMatch(/password|scrypt/i);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and for a wrong password', async () => {
    const user = await signUpUser(testApp.app);
    const wrongPassword = await post('/api/auth/login', { email: user.email, password: 'não é a senha' });
    const unknownEmail = await post('/api/auth/login', {
      email: 'ninguem@exemplo.com',
      password: 'não é a senha',
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'E-mail ou senha incorretos.',
      });
    }
    expect(wrongPassword.headers['content-length']).toBe(unknownEmail.headers['content-length']);
  });

  it('spends one password hash on an unknown e-mail too (against a dummy), as on a wrong password', async () => {
    const user = await signUpUser(testApp.app);
    hashing.verify = 0;
    hashing.verifyDummy = 0;
    await post('/api/auth/login', { email: user.email, password: 'não é a senha' });
    expect(hashing).toEqual({ verify: 1, verifyDummy: 0 });
    await post('/api/auth/login', { email: 'ninguem.mesmo@exemplo.com', password: 'não é a senha' });
    expect(hashing).toEqual({ verify: 1, verifyDummy: 1 });
  });

  it('limits failures per account and address: the 6th try within 15 minutes is refused even with the right password', async () => {
    const user = await signUpUser(testApp.app);
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'tentativa errada' }, { ip }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: user.email, password: user.password }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    clock.advance(15 * 60_000);
    expect(
      (await post('/api/auth/login', { email: user.email, password: user.password }, { ip })).statusCode,
    ).toBe(200);
  });

  it('a successful login clears the failures counted for the account from that address', async () => {
    const user = await signUpUser(testApp.app);
    const ip = randomIp();
    for (let attempt = 0; attempt < 4; attempt += 1)
      await post('/api/auth/login', { email: user.email, password: 'errada demais' }, { ip });
    expect(
      (await post('/api/auth/login', { email: user.email, password: user.password }, { ip })).statusCode,
    ).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'errada demais' }, { ip })).statusCode,
      ).toBe(401);
    }
  });

  it('limits attempts per IP address across e-mails', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await post(
        '/api/auth/login',
        { email: `varredura${attempt}@exemplo.com`, password: 'qualquer coisa' },
        { ip },
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/auth/login',
      { email: 'mais.um@exemplo.com', password: 'qualquer coisa' },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('sessions', () => {
  it('logout answers 204 and the token stops working; other sessions go on', async () => {
    const user = await signUpUser(testApp.app);
    const other = (await post('/api/auth/login', { email: user.email, password: user.password })).json()
      .token;
    const response = await post('/api/auth/logout', undefined, { headers: user.headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Sua sessão expirou. Faça o login novamente.',
    });
    expect((await post('/api/auth/logout', undefined, { headers: user.headers })).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('a token expires SESSION_TTL_HOURS after login, however much it is used', async () => {
    const user = await signUpUser(testApp.app);
    clock.advance(719 * 3_600_000);
    expect((await me(user.token)).statusCode).toBe(200);
    clock.advance(3_600_000);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  /** A real token with its last character changed (a token ends in 'A' one time in 16). */
  const forged = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

  it('refuses missing, malformed and forged tokens with 401 UNAUTHORIZED and a Bearer challenge', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic dXNlcjpzZW5oYQ==' },
      { authorization: 'Bearer não-é-um-token' },
      bearer(generateSessionToken()),
      bearer(forged((await signUpUser(testApp.app)).token)),
      { authorization: `Bearer ${'a'.repeat(5000)}` },
    ];
    for (const headers of cases) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
      expect(response.json().message).toMatch(/conta|sessão/);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('accepts the Bearer scheme in any letter case', async () => {
    const user = await signUpUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the stored sessions and logs', () => {
  it('never hold a password or a token in clear', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const user = await signUpUser(logged.app, { password: 'segredo absoluto 42' });
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'segredo absoluto 42' },
      });
      await logged.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      expect(log).not.toContain('segredo absoluto 42');
      expect(log).not.toContain(user.token);
    } finally {
      await logged.close();
    }
  });
});
