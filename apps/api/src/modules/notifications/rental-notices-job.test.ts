import { randomUUID } from 'node:crypto';
import { formatMoney } from '@estadia/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { createManualClock } from '../../lib/clock.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';
import type { RentalNotice } from '../rentals/rental-notices.ts';
import { draftBody } from '../rentals/rental-test-support.ts';
import {
  installCommitRefusal,
  notifyJobs,
  refusingCommits,
  runNotifyJobsAgain,
} from './rental-notices-test-support.ts';

// The rental e-mails are jobs of the queue (decision 0011), written in the transaction of the step they
// are about: a step that does not commit leaves no job, one that commits leaves exactly one, and its
// e-mail goes once — even if the instance that committed it stops before anything else runs, and even
// if the job runs twice. (The staff's approval and rejection: admin/rentals/routes.test.ts.)

const clock = createManualClock(new Date());
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
  await installCommitRefusal(testApp.db);
});

afterAll(async () => {
  await testApp?.close();
});

/** Every message recorded for the customer with this subject. */
async function mailsTo(user: Customer, subject: string) {
  return testApp.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', user.email)
    .where('subject', '=', subject)
    .execute();
}

/**
 * `step` made to fail at its commit leaves no job of `event`; done again, it commits with one, and
 * no e-mail before the queue runs it (nothing is composed after the answer any more).
 */
async function expectJobCommittedWith(
  event: RentalNotice['event'],
  rentalId: string,
  step: () => Promise<unknown>,
): Promise<void> {
  await refusingCommits(testApp.db, step);
  expect(await notifyJobs(testApp.db, rentalId, event)).toBe(0);
  await step();
  expect(await notifyJobs(testApp.db, rentalId, event)).toBe(1);
}

async function draft(user: Customer, startInDays = 30, nights = 3): Promise<string> {
  const apartment = await testApp.db
    .selectFrom('apartments')
    .selectAll()
    .where('id', 'not in', (eb) => eb.selectFrom('rentals').select('apartment_id'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = await call(user, 'POST', '/api/rentals', draftBody(apartment, startInDays, nights));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

async function sign(user: Customer, rentalId: string) {
  return call(user, 'POST', `/api/rentals/${rentalId}/contract/signature`, {
    accept: true,
    sha256: await kit.contractSha256(user, rentalId),
  });
}

function paid(paymentId: string, amountCents: number, eventId = `evt_${randomUUID()}`) {
  return kit.webhook({ id: eventId, data: { paymentId, amountCents, paidAt: clock.now().toISOString() } });
}

describe('each rental e-mail is a job committed with its step', () => {
  it('approval (automatic), signature, charges, payment and money given back', async () => {
    const user = await kit.customer();
    const rentalId = await draft(user);
    await expectJobCommittedWith('APPROVED', rentalId, () =>
      call(user, 'POST', `/api/rentals/${rentalId}/submit`),
    );
    await expectJobCommittedWith('CONTRACT_SIGNED', rentalId, () => sign(user, rentalId));
    await expectJobCommittedWith('PAYMENT_CREATED', rentalId, () =>
      kit.pay(user, rentalId, { paymentType: 'PIX' }),
    );
    const [pix] = await kit.paymentRows(rentalId);
    expect(await mailsTo(user, 'Seu Pix para pagar a reserva')).toEqual([]);

    await expectJobCommittedWith('PAYMENT_CONFIRMED', rentalId, () => paid(pix!.id, pix!.amount_cents));
    // The same charge paid a second time (another event): the money goes back, and the customer is told.
    await expectJobCommittedWith('PAYMENT_REFUNDED', rentalId, () => paid(pix!.id, pix!.amount_cents));

    await testApp.app.jobQueue.drain();
    for (const subject of [
      'Sua reserva foi aprovada: assine o contrato',
      'Contrato assinado: falta só o pagamento',
      'Seu Pix para pagar a reserva',
      'Pagamento aprovado: seu código de acesso',
      `Vamos devolver o seu pagamento de ${formatMoney(pix!.amount_cents)}`,
    ]) {
      const mails = await mailsTo(user, subject);
      expect(mails, subject).toHaveLength(1);
      expect(mails[0]!.sent_at, subject).toBeInstanceOf(Date);
    }
  });

  it('cancellation by the customer', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    await expectJobCommittedWith('CANCELLED', rental.id, () =>
      call(user, 'POST', `/api/rentals/${rental.id}/cancel`, { reason: 'MISTOOK_RESERVATION' }),
    );
    await testApp.app.jobQueue.drain();
    expect(await mailsTo(user, 'Sua reserva foi cancelada')).toHaveLength(1);
  });

  it('the hold reminder and the hold lapsing, by the periodic sweep', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const approvedAt = clock.now().getTime();
    const { holdHours, holdReminderHours } = testApp.config;
    // A round whose commit is refused fails (as its scheduled job would); any other failure fails the test.
    const runJobs = () =>
      testApp.app.jobs.runOnce().catch((error: unknown) => {
        expect(String(error)).toMatch(/commit refused by the test/);
      });
    clock.set(new Date(approvedAt + (holdHours - holdReminderHours) * 3_600_000 + 60_000));
    await expectJobCommittedWith('HOLD_EXPIRING', rental.id, runJobs);
    clock.set(new Date(approvedAt + holdHours * 3_600_000 + 60_000));
    await expectJobCommittedWith('HOLD_EXPIRED', rental.id, runJobs);
    await testApp.app.jobQueue.drain();
    expect(await mailsTo(user, 'Reserva cancelada: o prazo de pagamento terminou')).toHaveLength(1);
    const reminders = await testApp.db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', user.email)
      .where('subject', 'like', 'Sua reserva expira em %')
      .execute();
    // Composed after the hold lapsed, the reminder is no longer wanted: only the cancellation is sent.
    expect(reminders).toEqual([]);
    clock.set(new Date());
  });
});

describe('an e-mail goes exactly once', () => {
  it('when the instance that committed the step stops before anything else runs: the next one sends it', async () => {
    const gone: FastifyInstance = await buildApp({
      config: testApp.config,
      db: testApp.db,
      clock,
      passwordHasher: TEST_PASSWORD_HASHER,
    });
    await gone.ready();
    const user = await kit.customer();
    const rentalId = await draft(user);
    const submitted = await gone.inject({
      method: 'POST',
      url: `/api/rentals/${rentalId}/submit`,
      headers: user.headers,
    });
    expect(submitted.json().status, submitted.body).toBe('WAITING_FOR_SIGNATURE');
    await gone.close(); // "crashed" right after the answer
    expect(await mailsTo(user, 'Sua reserva foi aprovada: assine o contrato')).toEqual([]);

    expect(await testApp.app.jobQueue.drain()).toBeGreaterThanOrEqual(2); // composed, then delivered
    const [mail, ...more] = await mailsTo(user, 'Sua reserva foi aprovada: assine o contrato');
    expect(more).toEqual([]);
    expect(mail?.sent_at).toBeInstanceOf(Date);
    expect(mail?.message_key).toBe(`rental.notify:APPROVED:${rentalId}`);
  });

  it('when its job runs twice (a crash after the e-mail was recorded, before the job was marked done)', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    await testApp.app.jobQueue.drain();
    const subject = 'Contrato assinado: falta só o pagamento';
    expect(await mailsTo(user, subject)).toHaveLength(1);

    expect(await runNotifyJobsAgain(testApp.db, rental.id, 'CONTRACT_SIGNED', clock.now())).toBe(1);
    expect(await testApp.app.jobQueue.drain()).toBe(1); // the job ran again, and enqueued no delivery
    expect(await mailsTo(user, subject)).toHaveLength(1);
  });
});
