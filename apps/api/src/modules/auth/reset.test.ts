import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp, signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock } from '../../lib/clock.ts';

const clock = createManualClock('2025-06-01T12:00:00.000Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { PUBLIC_URL: 'https://estadia.example.com.br' } });
});

afterAll(async () => {
  await testApp.close();
});

const post = (
  url: string,
  payload: object,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: options.headers,
    remoteAddress: options.ip ?? randomIp(),
  });

async function outboxFor(email: string) {
  await testApp.app.backgroundTasks.drain();
  await testApp.app.jobQueue.drain();
  return testApp.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
}

/**
 * Asks for a reset and reads the code from the e-mail, as the customer would. The manual clock moves a
 * second before and after, so each message has its own instant and the outbox's order is the sending order.
 */
async function requestCode(user: TestUser): Promise<string> {
  clock.advance(1000);
  const response = await post('/api/auth/request_password_reset', { email: user.email });
  expect(response.statusCode).toBe(204);
  const mails = await outboxFor(user.email);
  const last = mails.at(-1)!;
  const code = /redefinir-senha\?codigo=([A-Z0-9]{8})/.exec(last.text_body)?.[1];
  expect(code).toBeDefined();
  clock.advance(1000);
  return code!;
}

describe('POST /api/auth/request_password_reset', () => {
  it('answers 204 and e-mails, in Portuguese, a code and the reset link', async () => {
    const user = await signUpUser(testApp.app, { name: 'Joana Prado' });
    const code = await requestCode(user);
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({
      from_address: 'Estadia <nao-responda@estadia.com.br>',
      subject: 'Seu código para redefinir a senha da Estadia',
      transport: 'log',
    });
    expect(mail!.sent_at).not.toBeNull();
    expect(mail!.text_body).toContain('Olá, Joana!');
    expect(mail!.text_body).toContain(`Seu código: ${code.slice(0, 4)}-${code.slice(4)}`);
    expect(mail!.text_body).toContain(`https://estadia.example.com.br/redefinir-senha?codigo=${code}`);
    expect(mail!.text_body).toContain('vale por 1 hora');
    // Stored hashed, never in clear.
    const rows = await testApp.db.selectFrom('password_reset_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers the same 204 for an e-mail without an account, and sends nothing', async () => {
    const response = await post('/api/auth/request_password_reset', { email: 'ninguem.aqui@exemplo.com' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await outboxFor('ninguem.aqui@exemplo.com')).toEqual([]);
  });

  it('limits requests per e-mail (3 per hour), for known and unknown e-mails alike', async () => {
    const user = await signUpUser(testApp.app);
    for (const email of [user.email, 'desconhecido.limite@exemplo.com']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await post('/api/auth/request_password_reset', { email })).statusCode).toBe(204);
      }
      const blocked = await post('/api/auth/request_password_reset', { email });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBe(3600);
    }
    expect(await outboxFor(user.email)).toHaveLength(3);
  });

  it('a new request replaces the previous code', async () => {
    const user = await signUpUser(testApp.app);
    const first = await requestCode(user);
    const second = await requestCode(user);
    expect(
      (await post('/api/auth/validate_password_reset_code', { passwordResetCode: first })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/validate_password_reset_code', { passwordResetCode: second })).statusCode,
    ).toBe(204);
  });
});

describe('POST /api/auth/validate_password_reset_code', () => {
  it('answers 204 for a valid code, as often as asked, in any letter case and with a hyphen', async () => {
    const user = await signUpUser(testApp.app);
    const code = await requestCode(user);
    for (const typed of [code, code.toLowerCase(), `${code.slice(0, 4)}-${code.slice(4)}`]) {
      const response = await post('/api/auth/validate_password_reset_code', { passwordResetCode: typed });
      expect(response.statusCode, typed).toBe(204);
    }
  });

  it('answers 400 INVALID_RESET_CODE for a code that does not exist', async () => {
    for (const passwordResetCode of ['ABCDEFGH', 'curto', '0000-0000', "'; drop table users; --"]) {
      const response = await post('/api/auth/validate_password_reset_code', { passwordResetCode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'INVALID_RESET_CODE' });
    }
  });

  it('5 wrong guesses burn the code', async () => {
    const user = await signUpUser(testApp.app);
    const code = await requestCode(user);
    // Same selector (first 3 characters), wrong secret.
    const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
    const wrong = Array.from({ length: 5 }, (_, index) => {
      const last = alphabet[(alphabet.indexOf(code[7]!) + index + 1) % alphabet.length];
      return `${code.slice(0, 7)}${last}`;
    });
    for (const guess of wrong) {
      expect(
        (await post('/api/auth/validate_password_reset_code', { passwordResetCode: guess })).statusCode,
      ).toBe(400);
    }
    const response = await post('/api/auth/validate_password_reset_code', { passwordResetCode: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_RESET_CODE');
  });

  it('a code expires after 1 hour', async () => {
    const user = await signUpUser(testApp.app);
    const code = await requestCode(user);
    clock.advance(59 * 60_000);
    expect(
      (await post('/api/auth/validate_password_reset_code', { passwordResetCode: code })).statusCode,
    ).toBe(204);
    clock.advance(60_000);
    expect(
      (await post('/api/auth/validate_password_reset_code', { passwordResetCode: code })).statusCode,
    ).toBe(400);
    const reset = await post('/api/auth/reset_password', {
      passwordResetCode: code,
      password: 'uma senha nova e boa',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('INVALID_RESET_CODE');
  });

  it('limits code checks per IP address', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await post('/api/auth/validate_password_reset_code', { passwordResetCode: 'ZZZZZZZZ' }, { ip });
    }
    const blocked = await post(
      '/api/auth/validate_password_reset_code',
      { passwordResetCode: 'ZZZZZZZZ' },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/auth/reset_password', () => {
  it('sets the new password, ends every session, sends a notice, and the code cannot be used again', async () => {
    const user = await signUpUser(testApp.app, { name: 'Paulo Reis' });
    const otherSession = (
      await post('/api/auth/login', { email: user.email, password: user.password })
    ).json().token;
    const code = await requestCode(user);

    const response = await post('/api/auth/reset_password', {
      passwordResetCode: code,
      password: 'nova senha do paulo',
    });
    expect(response.statusCode).toBe(204);

    for (const token of [user.token, otherSession]) {
      expect(
        (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'nova senha do paulo' })).statusCode,
    ).toBe(200);

    const again = await post('/api/auth/reset_password', {
      passwordResetCode: code,
      password: 'mais uma senha nova',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_RESET_CODE');

    const mails = await outboxFor(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Seu código para redefinir a senha da Estadia',
      'Sua senha foi alterada',
    ]);
    expect(mails[1]!.text_body).toContain('Olá, Paulo!');
    expect(mails[1]!.text_body).toContain('foi alterada em 01/06/2025');
  });

  it('refuses a weak password with 400 WEAK_PASSWORD and leaves the code usable', async () => {
    const user = await signUpUser(testApp.app);
    const code = await requestCode(user);
    for (const password of ['senha123', 'curta']) {
      const response = await post('/api/auth/reset_password', { passwordResetCode: code, password });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('WEAK_PASSWORD');
    }
    expect(
      (await post('/api/auth/reset_password', { passwordResetCode: code, password: 'agora uma senha boa' }))
        .statusCode,
    ).toBe(204);
  });

  it('two resets racing with one code: exactly one wins', async () => {
    const user = await signUpUser(testApp.app);
    const code = await requestCode(user);
    const results = await Promise.all([
      post('/api/auth/reset_password', { passwordResetCode: code, password: 'primeira senha nova' }),
      post('/api/auth/reset_password', { passwordResetCode: code, password: 'segunda senha nova' }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([204, 400]);
  });
});
