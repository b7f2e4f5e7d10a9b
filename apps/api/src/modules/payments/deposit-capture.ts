import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, PaymentRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { postJournalEntries } from '../ledger/journal.ts';
import { lockRental } from '../rentals/queries.ts';
import { release } from './card-deposit-credit.ts';
import type { CreditEffects, MoneyFollowUps, PaymentConfirmation } from './credit-types.ts';
import { findAuthorisationsMadeBefore } from './deposit-repository.ts';
import { authorisedDeposit } from './held-deposit.ts';
import { type PaymentProvider, PaymentProviderRefusal } from './providers/payment-provider.ts';
import { findPayment, lockRentalPayments, updatePayment } from './repository.ts';

// A caução reserved on a card (AUTHORIZED) becomes money only by a capture (decision 0024, 'A card's caução,
// reserved'): asked in a transaction of ours (a settlement's deductions, or the whole reservation before the
// provider's window to capture closes), the card's debt to the caução posted with it (Dr 1.1.4 · Cr 2.1.2),
// then asked of the provider by a job of that transaction, and credited through the one crediting path when
// the provider answers (card-deposit-credit.ts: PAID with what was captured, Dr 1.1.2 · Cr 1.1.4).

const DAY_MS = 24 * 60 * 60_000;
const LAPSED =
  'A pré-autorização da caução no cartão venceu antes de ser capturada: a caução não está mais garantida.';

/**
 * Asks the capture of `amountCents` of the rental's caução reserved on a card, in the caller's transaction
 * (under the rental's lock, then its payments'): `capture_cents` set, the card's debt posted, and the job that
 * asks the provider left in `effects`.
 */
export async function askDepositCapture(
  trx: Executor,
  deposit: PaymentRow,
  amountCents: number,
  now: Date,
  effects: CreditEffects,
): Promise<PaymentRow> {
  const asked = await updatePayment(trx, deposit.id, { capture_cents: amountCents }, now);
  await postJournalEntries(trx, [
    {
      at: now,
      kind: 'DEPOSIT',
      description: 'Caução a capturar no cartão',
      rentalId: deposit.rental_id,
      paymentId: deposit.id,
      sourceKey: `payment:${deposit.id}:capture-asked`,
      lines: [
        { account: '1.1.4', debitCents: amountCents },
        { account: '2.1.2', creditCents: amountCents },
      ],
    },
  ]);
  effects.captures = [...(effects.captures ?? []), asked];
  return asked;
}

/**
 * Gives up the rental's caução reserved on a card, if it has one (a withdrawal, a hold that lapsed, a
 * settlement with nothing deducted): RELEASED, a capture asked and not yet done taken back (its debt
 * reversed), and the reservation cancelled at the provider by the void job. In the caller's transaction,
 * under the rental's lock, then its payments'. Returns what the reservation held (0 without one).
 */
export async function releaseAuthorisedDeposit(
  trx: Executor,
  payments: readonly PaymentRow[],
  now: Date,
  effects: CreditEffects,
): Promise<number> {
  const deposit = authorisedDeposit(payments);
  if (!deposit) return 0;
  if (deposit.capture_cents !== null)
    await postJournalEntries(trx, [
      {
        at: now,
        kind: 'DEPOSIT',
        description: 'Captura da caução no cartão desfeita: a pré-autorização foi liberada',
        rentalId: deposit.rental_id,
        paymentId: deposit.id,
        sourceKey: `payment:${deposit.id}:capture-undone`,
        lines: [
          { account: '2.1.2', debitCents: deposit.capture_cents },
          { account: '1.1.4', creditCents: deposit.capture_cents },
        ],
      },
    ]);
  effects.voided.push(await release(trx, deposit, now));
  return deposit.amount_cents;
}

export interface DepositCaptureOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  /** The one crediting path (crediting.ts). */
  crediting: { credit(confirmation: PaymentConfirmation): Promise<unknown> };
  followUps: MoneyFollowUps;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The provider's side of a capture asked, and the reservations whose window is closing. */
export class DepositCapture {
  readonly #options: DepositCaptureOptions;

  constructor(options: DepositCaptureOptions) {
    this.#options = options;
  }

  /**
   * Asks the provider for the capture asked on this payment (the job's work), then credits what it captured,
   * keyed by the provider's id of that money (its later notification of the same money is the same event).
   * Nothing when the capture was taken back meanwhile. A refusal (the reservation lapsed, released) is
   * recorded on the payment for staff, never retried; any other error is, by the queue.
   */
  async run(paymentId: string): Promise<void> {
    const { db, provider, crediting, logger } = this.#options;
    const payment = await findPayment(db, paymentId);
    if (payment?.status !== 'AUTHORIZED' || payment.capture_cents === null || !payment.provider_charge_id)
      return;
    let captured: Awaited<ReturnType<PaymentProvider['capture']>>;
    try {
      captured = await provider.capture({
        paymentId: payment.id,
        providerChargeId: payment.provider_charge_id,
        amountCents: payment.capture_cents,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderRefusal)) throw error;
      logger.error({ err: error, paymentId }, 'caução capture refused by the payment provider');
      await updatePayment(
        db,
        payment.id,
        { failure_reason: `Captura recusada pelo provedor: ${error.message}`.slice(0, 500) },
        this.#options.clock.now(),
      );
      return;
    }
    await crediting.credit({
      provider: provider.name,
      eventId: captured.providerPaymentId,
      paymentId: payment.id,
      amountCents: captured.capturedCents,
      paidAt: captured.capturedAt,
      providerPaymentId: captured.providerPaymentId,
      via: 'WEBHOOK',
    });
  }

  /**
   * The periodic round's step: a caução reserved on a card for a stay not yet settled is captured whole the
   * day before the provider's window closes (`authorizationDays` after the reservation), and is then held as
   * any caução paid. One whose window closed unseen (the rounds stopped for a day) can no longer be captured:
   * it is given up, RELEASED with the reason, and the rental has no caução in place any more (staff see it).
   * Rental by rental, under its lock and then its payments'. Returns the payments asked and those given up.
   */
  async captureBeforeLapse(): Promise<{ captured: string[]; lapsed: string[] }> {
    const { db, clock, provider, followUps } = this.#options;
    const now = clock.now().getTime();
    const due = await findAuthorisationsMadeBefore(
      db,
      new Date(now - (provider.authorizationDays - 1) * DAY_MS),
    );
    const closed = now - provider.authorizationDays * DAY_MS;
    const result = { captured: [] as string[], lapsed: [] as string[] };
    for (const { id, rental_id: rentalId } of due) {
      const done = await transactionWithRetry(db, async (trx) => {
        await lockRental(trx, rentalId);
        const payments = await lockRentalPayments(trx, rentalId);
        const deposit = payments.find((row) => row.id === id);
        if (deposit?.status !== 'AUTHORIZED' || deposit.capture_cents !== null) return null;
        const effects: CreditEffects = { voided: [], refunds: [], scheduled: [] };
        const at = clock.now();
        const lapsed = deposit.created_at.getTime() <= closed;
        if (lapsed) {
          await releaseAuthorisedDeposit(trx, payments, at, effects);
          await updatePayment(trx, id, { failure_reason: LAPSED }, at);
        } else await askDepositCapture(trx, deposit, deposit.amount_cents, at, effects);
        await followUps.enqueue(trx, effects);
        return lapsed ? 'lapsed' : 'captured';
      });
      if (done) result[done].push(id);
    }
    return result;
  }
}
