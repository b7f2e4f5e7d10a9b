import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogTransport, createSmtpTransport } from './mail-transport.ts';

describe('SMTP transport', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message to an SMTP server', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    await transport.deliver({
      from: 'Estadia <nao-responda@estadia.com.br>',
      to: 'ana@exemplo.com',
      subject: 'Código de redefinição',
      text: 'Seu código é ABCD-EFGH',
    });
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('nao-responda@estadia.com.br');
    expect(received[0]?.to).toEqual(['ana@exemplo.com']);
    expect(received[0]?.raw).toContain('ABCD-EFGH');
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
  it('writes the message to the log', async () => {
    const info = vi.fn();
    await createLogTransport({ info }).deliver({
      from: 'a@b.c',
      to: 'd@e.f',
      subject: 'Assunto',
      text: 'Corpo',
    });
    expect(info).toHaveBeenCalledWith(
      { mail: { from: 'a@b.c', to: 'd@e.f', subject: 'Assunto', text: 'Corpo' } },
      expect.any(String),
    );
  });
});
