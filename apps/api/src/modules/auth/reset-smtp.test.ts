import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
let smtp: SMTPServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testApp = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Estadia Testes <testes@estadia.com.br>' },
  });
});

afterAll(async () => {
  await testApp?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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

    expect(received).toHaveLength(1);
    const [mail] = received;
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
