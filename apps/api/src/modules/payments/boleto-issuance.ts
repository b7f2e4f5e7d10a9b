import { addDays, compareIsoDates, todayIso } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, PaymentRow } from '../../db/schema.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { lockRental } from '../rentals/repository.ts';
import { findPayer } from './payer.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { findScheduledDue, lockRentalPayments, updatePayment } from './repository.ts';

export interface BoletoIssuedListener {
  boletoIssued(payment: PaymentRow): Promise<void>;
}

export interface BoletoIssuanceOptions {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  tasks: BackgroundTasks;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** BOLETO_ISSUE_DAYS_AHEAD. */
  daysAhead: number;
  listener?: BoletoIssuedListener;
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
 * the month is still scheduled; a month voided meanwhile has its new boleto voided at the provider.
 * A failure leaves the month SCHEDULED for the next round: nothing is lost.
 */
export class BoletoIssuance {
  readonly #options: BoletoIssuanceOptions;

  constructor(options: BoletoIssuanceOptions) {
    this.#options = options;
  }

  get windowDays(): number {
    return issueWindowDays(this.#options.daysAhead, this.#options.provider);
  }

  /** Issues what is due now (of one rental, or all); returns the months issued. */
  async issueDue(rentalId?: string): Promise<PaymentRow[]> {
    const { db, clock, logger } = this.#options;
    const lastDue = addDays(todayIso(clock.now()), this.windowDays);
    const issued: PaymentRow[] = [];
    for (;;) {
      const due = await findScheduledDue(db, lastDue, { limit: BATCH, ...(rentalId ? { rentalId } : {}) });
      let progress = 0;
      for (const payment of due) {
        try {
          const row = await this.#issue(payment);
          if (row) issued.push(row);
          progress += 1;
        } catch (error) {
          logger.error({ err: error, paymentId: payment.id }, 'monthly boleto not issued: next round');
        }
      }
      if (due.length < BATCH || progress < due.length) return issued;
    }
  }

  async #issue(payment: PaymentRow): Promise<PaymentRow | undefined> {
    const { db, clock, provider, tasks, listener } = this.#options;
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
      if (current?.status !== 'SCHEDULED') return undefined;
      return updatePayment(trx, payment.id, {
        status: 'PENDING',
        due_date: dueDate,
        provider_charge_id: charge.providerChargeId,
        bank_slip_barcode: charge.bankSlip.barcode,
        bank_slip_digitable_line: charge.bankSlip.digitableLine,
      });
    });
    if (!recorded) {
      // Voided while the provider was making it: no one may pay it.
      const ref = { paymentId: payment.id, providerChargeId: charge.providerChargeId };
      tasks.run('void boleto of a voided month', () => provider.cancel(ref));
      return undefined;
    }
    if (listener) tasks.run('monthly boleto e-mail', () => listener.boletoIssued(recorded));
    return recorded;
  }
}
