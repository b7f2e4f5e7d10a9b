import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, signUpUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server.ts';
import { adminKit } from '../../modules/admin/admin-test-support.ts';
import { createManualClock } from '../clock.ts';

// The outbox keeps every message, but not the codes that open an account: over SMTP they leave the stored
// body as soon as the server has the message; without SMTP (the outbox is the developer's mailbox) or when
// SMTP never takes it, as soon as they stop working.

const clock = createManualClock('2026-11-02T12:00:00.000Z');
let smtp: TestSmtpServer;
let overSmtp: TestApp;
let withoutSmtp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  overSmtp = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
  withoutSmtp = await createTestApp({ clock });
});

afterAll(async () => {
  await overSmtp?.close();
  await withoutSmtp?.close();
  await smtp?.close();
});

afterEach(() => smtp.refuseNext(0));

async function settle(testApp: TestApp): Promise<void> {
  await testApp.app.backgroundTasks.drain();
  await testApp.app.jobQueue.drain();
}

async function outboxRow(testApp: TestApp, to: string) {
  const rows = await testApp.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .execute();
  return rows[0]!;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function requestReset(testApp: TestApp, email: string): Promise<void> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/request_password_reset',
    remoteAddress: randomIp(),
    payload: { email },
  });
  expect(response.statusCode).toBe(204);
  await settle(testApp);
}

const RESET_LINK = /redefinir-senha\?codigo=([A-Z0-9]{8})/;

describe('a reset e-mail delivered by SMTP', () => {
  it('is kept without its code and link code, while the customer received both and the code works', async () => {
    const user = await signUpUser(overSmtp.app);
    await requestReset(overSmtp, user.email);

    const delivered = smtp.received.filter((mail) => mail.to.includes(user.email));
    expect(delivered).toHaveLength(1);
    const code = RESET_LINK.exec(decodeQuotedPrintable(delivered[0]!.raw))?.[1];
    expect(code).toBeDefined();

    const row = await outboxRow(overSmtp, user.email);
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.redacted_at?.toISOString()).toBe(row.sent_at!.toISOString());
    expect(row.secrets).toBeNull();
    expect(row.text_body).not.toContain(code);
    expect(row.text_body).not.toContain(`${code!.slice(0, 4)}-${code!.slice(4)}`);
    expect(row.text_body).toContain('Seu código: [removido]');
    expect(row.text_body).toContain('http://localhost:3000/redefinir-senha?codigo=[removido]');
    // The rest of the message is still there to read.
    expect(row.text_body).toContain('O código vale por 1 hora');

    const valid = await overSmtp.app.inject({
      method: 'POST',
      url: '/api/auth/validate_password_reset_code',
      payload: { passwordResetCode: code },
    });
    expect(valid.statusCode).toBe(204);
  });

  it('that never gets through still loses its code once the code has expired', async () => {
    const user = await signUpUser(overSmtp.app);
    smtp.refuseNext(100);
    await requestReset(overSmtp, user.email);
    const waiting = await outboxRow(overSmtp, user.email);
    expect(waiting).toMatchObject({ sent_at: null, redacted_at: null, attempts: 1 });
    expect(waiting.text_body).toMatch(RESET_LINK);

    clock.advance(61 * 60_000);
    await settle(overSmtp);
    const row = await outboxRow(overSmtp, user.email);
    expect(row.sent_at).toBeNull();
    expect(row.redacted_at).toBeInstanceOf(Date);
    expect(row.text_body).not.toMatch(RESET_LINK);
    expect(row.text_body).toContain('redefinir-senha?codigo=[removido]');
  });
});

describe('a staff invitation delivered by SMTP', () => {
  it('is kept without the code of its link', async () => {
    const kit = adminKit(() => overSmtp);
    const admin = await kit.staff('ADMIN', 'Ana Administradora');
    const email = `financas.${Date.now()}@estadia.example.com.br`;
    const invited = await kit.call(admin, 'POST', '/api/admin/staff/invitations', {
      name: 'Gil Finanças',
      email,
      role: 'FINANCE',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await settle(overSmtp);

    const received = smtp.received.find((mail) => mail.to.includes(email));
    const code = /\/admin\/[a-z-]+\?codigo=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(received!.raw))?.[1];
    expect(code).toBeDefined();
    const row = await outboxRow(overSmtp, email);
    expect(row.redacted_at).toBeInstanceOf(Date);
    expect(row.text_body).not.toContain(code);
    expect(row.text_body).toMatch(/\/admin\/[a-z-]+\?codigo=\[removido\]/);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the reset code readable in the outbox while it works, and removes it when it expires', async () => {
    const user = await signUpUser(withoutSmtp.app);
    await requestReset(withoutSmtp, user.email);
    const sent = await outboxRow(withoutSmtp, user.email);
    expect(sent.sent_at).toBeInstanceOf(Date);
    expect(sent.redacted_at).toBeNull();
    const code = RESET_LINK.exec(sent.text_body)?.[1];
    expect(code).toBeDefined();

    clock.advance(59 * 60_000);
    await settle(withoutSmtp);
    expect((await outboxRow(withoutSmtp, user.email)).text_body).toContain(code);

    clock.advance(2 * 60_000);
    await settle(withoutSmtp);
    const kept = await outboxRow(withoutSmtp, user.email);
    expect(kept.redacted_at).toBeInstanceOf(Date);
    expect(kept.secrets).toBeNull();
    expect(kept.text_body).not.toContain(code);
    expect(kept.text_body).toContain('Seu código: [removido]');
  });

  it('keeps messages without secrets whole', async () => {
    const user = await signUpUser(withoutSmtp.app);
    const response = await withoutSmtp.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomIp(),
      payload: {
        name: 'Caio Prado',
        email: user.email,
        subject: 'Dúvida sobre vagas',
        message: 'Vocês aceitam pets no Residencial?',
      },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await settle(withoutSmtp);
    clock.advance(8 * 24 * 3_600_000);
    await settle(withoutSmtp);
    const rows = await withoutSmtp.db
      .selectFrom('outbox')
      .selectAll()
      .where('reply_to', '=', user.email)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.redacted_at).toBeNull();
      expect(row.text_body).toContain('Vocês aceitam pets no Residencial?');
    }
  });
});
