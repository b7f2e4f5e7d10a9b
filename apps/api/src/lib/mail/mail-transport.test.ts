import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server.ts';
import { createLogTransport, createSmtpTransport } from './mail-transport.ts';

describe('SMTP transport', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });

  afterAll(() => smtp.close());

  it('delivers a message to an SMTP server', async () => {
    const transport = createSmtpTransport(smtp.url);
    await transport.deliver({
      from: 'Estadia <nao-responda@estadia.com.br>',
      to: 'ana@exemplo.com',
      subject: 'Código de redefinição',
      text: 'Seu código é ABCD-EFGH',
    });
    transport.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toBe('nao-responda@estadia.com.br');
    expect(smtp.received[0]?.to).toEqual(['ana@exemplo.com']);
    expect(smtp.received[0]?.raw).toContain('ABCD-EFGH');
  });

  it('fails when no server answers', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1');
    await expect(
      transport.deliver({ from: 'a@b.c', to: 'd@e.f', subject: 's', text: 't' }),
    ).rejects.toThrow();
    transport.close();
  });
});

describe('log transport', () => {
  it('logs who the message is for and what about, never its body (the outbox keeps it)', async () => {
    const info = vi.fn();
    await createLogTransport({ info }).deliver(
      {
        from: 'a@b.c',
        to: 'd@e.f',
        subject: 'Seu código para redefinir a senha da Estadia',
        text: 'Seu código: ABCD-EFGH\nhttps://estadia.com.br/redefinir-senha?codigo=ABCDEFGH',
      },
      { outboxId: 'f3c1a2d4-0000-4000-8000-000000000001' },
    );
    expect(info).toHaveBeenCalledWith(
      {
        mail: {
          to: 'd@e.f',
          subject: 'Seu código para redefinir a senha da Estadia',
          outboxId: 'f3c1a2d4-0000-4000-8000-000000000001',
        },
      },
      expect.any(String),
    );
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/ABCD-?EFGH/);
  });
});
