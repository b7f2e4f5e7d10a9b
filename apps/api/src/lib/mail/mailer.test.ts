import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createManualClock, type ManualClock } from '../clock.ts';
import { createJobQueue, type JobQueueRunner } from '../jobs/job-queue.ts';
import type { OutgoingMail } from './mail-message.ts';
import type { MailTransport } from './mail-transport.ts';
import { createMailer, type Mailer } from './mailer.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

/** An SMTP server stand-in that can refuse the next messages. */
function fakeTransport(clock: ManualClock) {
  const delivered: OutgoingMail[] = [];
  let refusing = 0;
  const transport: MailTransport = {
    kind: 'smtp',
    async deliver(mail) {
      clock.advance(1000);
      if (refusing > 0) {
        refusing -= 1;
        throw new Error('connection refused');
      }
      delivered.push(mail);
    },
    close: () => {},
  };
  return { transport, delivered, refuseNext: (count: number) => (refusing = count) };
}

/** One API instance's mailer and queue over the test database. */
function instance(clock: ManualClock, transport: MailTransport): { mailer: Mailer; queue: JobQueueRunner } {
  const queue = createJobQueue({ db: database.db, clock, logger: silent });
  const mailer = createMailer({
    from: 'Estadia <x@estadia.com.br>',
    transport,
    db: database.db,
    queue,
    clock,
    logger: silent,
  });
  return { mailer, queue };
}

const outboxTo = (to: string) =>
  database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

describe('mailer', () => {
  it('records the message in the outbox at once and delivers it as a job, marking it sent', async () => {
    const clock = createManualClock('2025-05-01T10:00:00.000Z');
    const smtp = fakeTransport(clock);
    const { mailer, queue } = instance(clock, smtp.transport);
    await mailer.send({ to: 'ana@exemplo.com', subject: 'Olá', text: 'Bem-vinda à Estadia' });

    expect(await outboxTo('ana@exemplo.com')).toMatchObject([{ subject: 'Olá', sent_at: null }]);
    expect(await queue.drain()).toBe(1);
    expect(smtp.delivered).toEqual([
      {
        from: 'Estadia <x@estadia.com.br>',
        to: 'ana@exemplo.com',
        subject: 'Olá',
        text: 'Bem-vinda à Estadia',
      },
    ]);
    const [row] = await outboxTo('ana@exemplo.com');
    expect(row?.sent_at?.toISOString()).toBe('2025-05-01T10:00:01.000Z');
    expect(row).toMatchObject({ transport: 'smtp', attempts: 0, last_error: null });
    expect(await queue.drain()).toBe(0);
  });

  it('records a failed delivery and retries it with a growing wait until it is sent, once', async () => {
    const clock = createManualClock('2025-05-01T10:00:00.000Z');
    const smtp = fakeTransport(clock);
    const { mailer, queue } = instance(clock, smtp.transport);
    smtp.refuseNext(2);
    await mailer.send({ to: 'bia@exemplo.com', subject: 'Reserva', text: 'Aprovada' });

    expect(await queue.drain()).toBe(1);
    expect(await outboxTo('bia@exemplo.com')).toMatchObject([
      { sent_at: null, attempts: 1, last_error: 'connection refused' },
    ]);
    clock.advance(2 * 60_000); // the first retry comes within 1–2 minutes
    expect(await queue.drain()).toBe(1);
    expect(await outboxTo('bia@exemplo.com')).toMatchObject([{ sent_at: null, attempts: 2 }]);
    expect(await queue.drain()).toBe(0);
    clock.advance(4 * 60_000); // the second within 2–4 minutes
    expect(await queue.drain()).toBe(1);
    const [row] = await outboxTo('bia@exemplo.com');
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(smtp.delivered.filter((mail) => mail.to === 'bia@exemplo.com')).toHaveLength(1);
    clock.advance(3_600_000);
    expect(await queue.drain()).toBe(0);
  });

  it('writes nothing and sends nothing when the transaction that caused the message rolls back', async () => {
    const clock = createManualClock();
    const smtp = fakeTransport(clock);
    const { mailer, queue } = instance(clock, smtp.transport);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mailer.send({ to: 'caio@exemplo.com', subject: 'Senha alterada', text: '…' }, trx);
        throw new Error('the password change failed');
      }),
    ).rejects.toThrow();
    expect(await queue.drain()).toBe(0);
    expect(await outboxTo('caio@exemplo.com')).toEqual([]);
    expect(smtp.delivered).toEqual([]);
  });

  it('delivers a message whose instance stopped right after recording it: the next instance sends it', async () => {
    const clock = createManualClock();
    const first = instance(clock, fakeTransport(clock).transport);
    await first.mailer.send({ to: 'davi@exemplo.com', subject: 'Convite', text: '…' });
    await first.queue.stop(); // gone before its worker ever ran

    const smtp = fakeTransport(clock);
    const next = instance(clock, smtp.transport);
    expect(await next.queue.drain()).toBe(1);
    expect(smtp.delivered.map((mail) => mail.to)).toEqual(['davi@exemplo.com']);
    expect((await outboxTo('davi@exemplo.com'))[0]?.sent_at).toBeInstanceOf(Date);
  });
});
