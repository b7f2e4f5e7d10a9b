import { addDays, compareIsoDates, todayIso } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, PaymentRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { lockRental } from '../rentals/queries.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import { ISSUE_BOLETO_JOB, VOID_CHARGE_JOB } from './money-job-names.ts';
import { findPayer } from './payer.ts';
import { providerExtras } from './providers/mercado-pago/card-tokenization.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import {
  findScheduledDue,
  findScheduledMonth,
  insertPayments,
  lockRentalPayments,
  updatePayment,
} from './repository.ts';

export interface BoletoIssuanceOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** BOLETO_ISSUE_DAYS_AHEAD. */
  daysAhead: number;
  queue: JobQueue;
  /** The customer's e-mail of an issued month, enqueued with its code. */
  notices?: RentalNotices;
}

const BATCH = 50;

/** How many days before its due date a month is issued: ours, capped by what the provider accepts. */
export function issueWindowDays(daysAhead: number, provider: Pick<PaymentProvider, 'boletoMaxDaysAhead'>) {
  return Math.max(0, Math.min(daysAhead, provider.boletoMaxDaysAhead ?? Number.POSITIVE_INFINITY));
}

/**
 * Issues the months of monthly boletos that are SCHEDULED: each one `issueWindowDays` days before it
 * is due (at once when it is already that close). The provider is asked first, keyed by the payment's
 * id (asking twice returns the same boleto), then the code is recorded under the rental's lock only if
 * the month is still scheduled at the amount the boleto bills; a month voided meanwhile has its new boleto
 * voided at the provider, and a month re-priced meanwhile too, scheduled again as a new charge at the
 * amount it has now (a month is issued at the amount it has when it is issued).
 * Each month is a job of the durable queue, due on its issue day (money-followups.ts); a failure throws
 * and the queue tries again, the month staying SCHEDULED: nothing is lost.
 */
export class BoletoIssuance {
  readonly #options: BoletoIssuanceOptions;

  constructor(options: BoletoIssuanceOptions) {
    this.#options = options;
  }

  get windowDays(): number {
    return issueWindowDays(this.#options.daysAhead, this.#options.provider);
  }

  /** The months due to be issued now (the sweep enqueues their jobs, in case one was lost). */
  findDue(): Promise<PaymentRow[]> {
    const today = todayIso(this.#options.clock.now());
    return findScheduledDue(this.#options.db, addDays(today, this.windowDays), { limit: BATCH, today });
  }

  /**
   * The job of one month: issues it if it is still SCHEDULED on a rental that owes it. A provider
   * failure throws (the queue tries again); a month voided meanwhile is left alone.
   */
  async issueOne(paymentId: string): Promise<PaymentRow | undefined> {
    const payment = await findScheduledMonth(this.#options.db, paymentId);
    // A post-paid month is billed only once it was lived (its job is due then; this guards a job run early).
    if (payment?.bill_from && compareIsoDates(payment.bill_from, todayIso(this.#options.clock.now())) > 0)
      return undefined;
    return payment ? this.#issue(payment) : undefined;
  }

  async #issue(payment: PaymentRow): Promise<PaymentRow | undefined> {
    const { db, clock, provider, notices } = this.#options;
    const today = todayIso(clock.now());
    // A month whose day came while it waited (a plan taken back) is due today, never in the past.
    const dueDate = compareIsoDates(payment.due_date, today) < 0 ? today : payment.due_date;
    const payer = await findPayer(db, payment.user_id);
    const charge = await provider.createCharge({
      paymentId: payment.id,
      method: 'BANK_SLIP',
      amountCents: payment.amount_cents,
      dueDate,
      expiresAt: null,
      description: `Estadia - locação (${payment.installment}/${payment.installment_count})`,
      payer,
      card: null,
    });
    if (charge.method !== 'BANK_SLIP') throw new Error(`A boleto was asked, ${charge.method} came back`);
    const recorded = await transactionWithRetry(db, async (trx) => {
      await lockRental(trx, payment.rental_id);
      const current = (await lockRentalPayments(trx, payment.rental_id)).find((row) => row.id === payment.id);
      const voidMade = () =>
        this.#options.queue.enqueue(
          trx,
          VOID_CHARGE_JOB,
          { paymentId: payment.id, providerChargeId: charge.providerChargeId },
          { singletonKey: `void:${payment.id}` },
        );
      if (current?.status !== 'SCHEDULED') {
        // Voided while the provider was making it: no one may pay the new boleto.
        await voidMade();
        return undefined;
      }
      if (current.amount_cents !== payment.amount_cents) {
        // Re-priced while the provider was making it (an early departure lowered the month): the boleto
        // made bills the old amount. It is voided, and the month scheduled again at the amount it has now
        // as a new charge (the provider keys a boleto by our payment id: asking again for this one would
        // return the same boleto), issued at once by its own job.
        await voidMade();
        await updatePayment(trx, current.id, { status: 'EXPIRED' }, clock.now());
        const [again] = await insertPayments(trx, [
          {
            rental_id: current.rental_id,
            user_id: current.user_id,
            request_id: current.request_id,
            payment_type: current.payment_type,
            provider: current.provider,
            status: 'SCHEDULED',
            amount_cents: current.amount_cents,
            installment: current.installment,
            installment_count: current.installment_count,
            due_date: current.due_date,
            bill_from: current.bill_from,
            created_at: clock.now(),
          },
        ]);
        await this.#options.queue.enqueue(
          trx,
          ISSUE_BOLETO_JOB,
          { paymentId: again!.id },
          { singletonKey: `issue:${again!.id}` },
        );
        return undefined;
      }
      const issued = await updatePayment(
        trx,
        payment.id,
        {
          status: 'PENDING',
          // A provider that moved the due date into its window says so: the boleto's date is the one kept.
          due_date: charge.boleto.dueDate ?? dueDate,
          provider_charge_id: charge.providerChargeId,
          bank_slip_barcode: charge.boleto.barcode,
          bank_slip_digitable_line: charge.boleto.digitableLine,
          ...providerExtras(charge),
        },
        clock.now(),
      );
      await notices?.tell(trx, {
        event: 'BOLETO_ISSUED',
        rentalId: payment.rental_id,
        paymentId: payment.id,
      });
      return issued;
    });
    return recorded;
  }
}
