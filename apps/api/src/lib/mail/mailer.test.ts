import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from '../background-tasks.ts';
import { createManualClock } from '../clock.ts';
import type { OutgoingMail } from './mail-message.ts';
import type { MailTransport } from './mail-transport.ts';
import { createMailer } from './mailer.ts';
import type { Outbox } from './outbox.ts';

interface Row {
  mail: OutgoingMail;
  transport: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

function memoryOutbox() {
  const rows = new Map<string, Row>();
  const outbox: Outbox = {
    async add(mail, transport, now) {
      const id = String(rows.size + 1);
      rows.set(id, { mail, transport, createdAt: now, sentAt: null, error: null });
      return id;
    },
    async markSent(id, sentAt) {
      rows.get(id)!.sentAt = sentAt;
    },
    async markFailed(id, error) {
      rows.get(id)!.error = error;
    },
  };
  return { outbox, rows };
}

const message = { to: 'ana@exemplo.com', subject: 'Olá', text: 'Bem-vinda à Estadia' };

describe('mailer', () => {
  it('records the message, delivers it in the background and marks it sent', async () => {
    const clock = createManualClock('2025-05-01T10:00:00.000Z');
    const { outbox, rows } = memoryOutbox();
    const delivered: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      deliver: async (mail) => {
        clock.advance(1000);
        delivered.push(mail);
      },
      close: () => {},
    };
    const tasks = createBackgroundTasks({ error: vi.fn() });
    const mailer = createMailer({
      from: 'Estadia <x@estadia.com.br>',
      transport,
      outbox,
      clock,
      tasks,
      logger: console,
    });
    await mailer.send(message);
    expect(rows.get('1')).toMatchObject({ transport: 'smtp', sentAt: null });
    await tasks.drain();
    expect(delivered).toEqual([{ ...message, from: 'Estadia <x@estadia.com.br>' }]);
    expect(rows.get('1')?.sentAt?.toISOString()).toBe('2025-05-01T10:00:01.000Z');
  });

  it('records a failed delivery, logs it and does not throw', async () => {
    const { outbox, rows } = memoryOutbox();
    const logger = { error: vi.fn() };
    const transport: MailTransport = {
      kind: 'smtp',
      deliver: () => Promise.reject(new Error('connection refused')),
      close: () => {},
    };
    const tasks = createBackgroundTasks(logger);
    const mailer = createMailer({
      from: 'x@y.z',
      transport,
      outbox,
      clock: createManualClock(),
      tasks,
      logger,
    });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    await tasks.drain();
    expect(rows.get('1')).toMatchObject({ sentAt: null, error: 'connection refused' });
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
