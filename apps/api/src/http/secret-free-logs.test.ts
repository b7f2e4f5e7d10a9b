import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { adminKit } from '../modules/admin/admin-test-support.ts';

// Every line the server writes during a password reset and a staff invitation, from the request to the
// first session after it, at the most talkative level (debug: Fastify's 'incoming request' lines too):
// the codes, the tokens and the passwords of the flow appear in none of them.

let testApp: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: 'debug', PUBLIC_URL: 'https://estadia.example.com.br' },
    logStream: { write: (line) => lines.push(line) },
  });
});

afterAll(async () => {
  await testApp?.close();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    ...(payload ? { payload } : {}),
    ...(token ? { headers: bearer(token) } : {}),
  });

/** The newest e-mail to `to`, as kept in the outbox (the developer's mailbox without SMTP_URL). */
async function lastMailTo(to: string): Promise<string> {
  await testApp.app.backgroundTasks.drain();
  await testApp.app.jobQueue.drain();
  const rows = await testApp.db
    .selectFrom('outbox')
    .select(['text_body', 'created_at'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .execute();
  return rows[0]!.text_body;
}

function expectNoneInLogs(secrets: Record<string, string>): void {
  const log = lines.join('\n');
  for (const [what, secret] of Object.entries(secrets)) {
    expect(secret.length, what).toBeGreaterThanOrEqual(8);
    expect(log.includes(secret), `${what} (${secret}) is in the log`).toBe(false);
    expect(log.toLowerCase().includes(secret.toLowerCase()), `${what}, in any case, is in the log`).toBe(
      false,
    );
  }
}

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the logs of a password reset', () => {
  it('carry no reset code, session token or password, from the request to the new session', async () => {
    const user = await signUpUser(testApp.app, { name: 'Lívia Campos' });
    expect((await inject('POST', '/api/auth/request_password_reset', { email: user.email })).statusCode).toBe(
      204,
    );
    const mail = await lastMailTo(user.email);
    const code = /redefinir-senha\?codigo=([A-Z0-9]{8})/.exec(mail)![1]!;
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`;

    // The customer opens the link of the e-mail, then the page checks the code and sets the password.
    await inject('GET', `/redefinir-senha?codigo=${code}`);
    await inject('GET', `/api/auth/validate_password_reset_code?codigo=${code}`);
    expect(
      (await inject('POST', '/api/auth/validate_password_reset_code', { passwordResetCode: typed }))
        .statusCode,
    ).toBe(204);
    const newPassword = 'goiabada com queijo 2027';
    const reset = await inject('POST', '/api/auth/reset_password', {
      passwordResetCode: code,
      password: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const login = await inject('POST', '/api/auth/login', { email: user.email, password: newPassword });
    expect(login.statusCode, login.body).toBe(200);
    const { token } = login.json() as { token: string };
    expect((await inject('GET', '/api/me', undefined, token)).statusCode).toBe(200);
    // An old session, ended by the reset, still shows its token to the server once more.
    expect((await inject('GET', '/api/me', undefined, user.token)).statusCode).toBe(401);
    await lastMailTo(user.email); // the password-changed warning

    expectNoneInLogs({
      code,
      typed,
      newPassword,
      oldPassword: user.password,
      token,
      oldToken: user.token,
    });
    // The lines are there, saying what happened, without the secrets.
    const entries = parsed();
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'request completed', url: '/redefinir-senha?codigo=[removido]' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'incoming request',
        req: expect.objectContaining({ url: '/redefinir-senha?codigo=[removido]' }),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        mail: expect.objectContaining({
          to: user.email,
          subject: 'Seu código para redefinir a senha da Estadia',
        }),
      }),
    );
  });
});

describe('the logs of a staff invitation', () => {
  it('carry no invitation code, session token or password, from the invitation to the first session', async () => {
    const kit = adminKit(() => testApp);
    const admin = await kit.staff('ADMIN', 'Ana Administradora');
    const email = `recepcao.${Date.now()}@estadia.example.com.br`;
    const invited = await kit.call(admin, 'POST', '/api/admin/staff/invitations', {
      name: 'Rui Recepção',
      email,
      role: 'FRONT_DESK',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await lastMailTo(email);
    const code = /\/admin\/[a-z-]+\?codigo=([A-Za-z0-9_-]+)/.exec(mail)![1]!;

    await inject('GET', `/admin/definir-senha?codigo=${code}`);
    const password = 'caderno de recepção 42';
    const accepted = await inject('POST', '/api/admin/staff/invitations/accept', { code, password });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const login = await inject('POST', '/api/auth/login', { email, password });
    expect(login.statusCode, login.body).toBe(200);
    const { token } = login.json() as { token: string };
    expect((await inject('GET', '/api/me', undefined, token)).statusCode).toBe(200);

    expectNoneInLogs({ code, password, token, adminToken: admin.token, adminPassword: admin.password });
    expect(parsed()).toContainEqual(
      expect.objectContaining({ msg: 'request completed', url: '/admin/definir-senha?codigo=[removido]' }),
    );
  });
});
