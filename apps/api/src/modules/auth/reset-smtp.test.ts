import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server.ts';

let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Estadia Testes <testes@estadia.com.br>' },
  });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

/** Quoted-printable soft line breaks and '=3D' would hide the link from a plain search. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('password reset over SMTP', () => {
  it('delivers the reset e-mail, with the code and the link, to a real SMTP server', async () => {
    const user = await signUpUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/request_password_reset',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(204);
    await testApp.app.backgroundTasks.drain();
    await testApp.app.jobQueue.drain();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('testes@estadia.com.br');
    expect(mail!.to).toEqual([user.email]);
    const body = decodeQuotedPrintable(mail!.raw);
    const code = /redefinir-senha\?codigo=([A-Z0-9]{8})/.exec(body)?.[1];
    expect(code).toBeDefined();
    expect(body).toContain(`http://localhost:3000/redefinir-senha?codigo=${code}`);
    expect(body).toContain(`${code!.slice(0, 4)}-${code!.slice(4)}`);

    const [row] = await testApp.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .execute();
    expect(row).toMatchObject({ transport: 'smtp', last_error: null });
    expect(row!.sent_at).toBeInstanceOf(Date);

    // The code that arrived by SMTP works.
    const valid = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/validate_password_reset_code',
      payload: { passwordResetCode: code },
    });
    expect(valid.statusCode).toBe(204);
  });
});
