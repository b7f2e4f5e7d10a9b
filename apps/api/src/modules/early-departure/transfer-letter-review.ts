import type { EarlyDeparture, TransferLetterDecision } from '@estadia/domain';
import type { Kysely } from 'kysely';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { findUserById } from '../account/queries.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import { findRentalExtensions } from '../extensions/queries.ts';
import { webLinks } from '../notifications/email-format.ts';
import type { MoneyFollowUps } from '../payments/credit-types.ts';
import { giveUpFees } from '../payments/money-commands.ts';
import { lockRentalPayments } from '../payments/money-queries.ts';
import { updateRental } from '../rentals/commands.ts';
import { lockRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import { toEarlyDeparture } from './early-departure-attachments.ts';
import {
  transferLetterAlreadyReviewed,
  transferLetterReviewClosed,
  transferLetterReviewNotFound,
} from './early-departure-errors.ts';
import { earlyDepartureFeeKey, settleEarlyDepartureMoney, stayMoney } from './early-departure-money.ts';
import { decideTransferLetterReview, findEarlyDepartureOf, lockTransferLetterReview } from './repository.ts';
import { transferLetterDecisionEmail } from './transfer-letter-email.ts';

export interface TransferLetterReviewOptions {
  db: Kysely<Database>;
  clock: Clock;
  followUps: MoneyFollowUps;
  mailer: Mailer;
  publicUrl: string;
}

/** Stays whose money may still be brought to a lower value (a cancelled one gave everything back). */
const SETTLEABLE = ['RENTED', 'DEFAULTER', 'FINISHED'];

/**
 * Staff check the employer's transfer letter of an early departure (Lei 8.245/1991, art. 4º,
 * parágrafo único). The departure was settled with the fine; accepting the letter lowers the stay's
 * value by the fine and brings the money to it through the same settlement as the departure's (the
 * payments module's refund path: charges still open ask for less, what was paid beyond comes back,
 * REFUND_PENDING); refusing keeps the fine and tells the customer why. One decision, audited and
 * e-mailed, in one transaction under the rental's lock, then its payments', then the review's.
 */
export class TransferLetterReviewService {
  readonly #options: TransferLetterReviewOptions;

  constructor(options: TransferLetterReviewOptions) {
    this.#options = options;
  }

  async decide(
    actor: StaffActor,
    rentalId: string,
    decision: TransferLetterDecision,
  ): Promise<EarlyDeparture> {
    const { db, clock, followUps, mailer, publicUrl } = this.#options;
    return transactionWithRetry(db, async (trx) => {
      const now = clock.now();
      const rental = await lockRental(trx, rentalId);
      if (!rental) throw rentalNotFound();
      const payments = await lockRentalPayments(trx, rental.id);
      const review = await lockTransferLetterReview(trx, rental.id);
      const departure = await findEarlyDepartureOf(trx, rental.id);
      if (!review || !departure) throw transferLetterReviewNotFound();
      if (review.status !== 'PENDING') throw transferLetterAlreadyReviewed(review.status);
      const accepted = decision.decision === 'ACCEPT';
      const reason = decision.decision === 'REFUSE' ? decision.reason.trim() : null;
      let refundCents = 0;
      if (accepted) {
        if (!SETTLEABLE.includes(rental.status)) throw transferLetterReviewClosed();
        const extensions = await findRentalExtensions(trx, rental.id);
        const paid = new Set(extensions.filter((each) => each.status === 'PAID').map((each) => each.id));
        // Never below nothing: staff may have given back more than the nights kept since.
        const newValueCents = Math.max(0, rental.rental_value_cents - review.waiver_cents);
        // The fine waived: it goes back to rent first, then the value drops and the money follows.
        await giveUpFees(trx, rental.id, now, {
          feeKey: earlyDepartureFeeKey(departure.id),
          why: 'dispensada, carta de transferência aceita',
        });
        const effects = await settleEarlyDepartureMoney(trx, stayMoney(payments, paid), newValueCents, now);
        refundCents = effects.refunds.reduce((sum, refund) => sum + refund.amount_cents, 0);
        await updateRental(trx, rental.id, { rental_value_cents: newValueCents });
        await followUps.enqueue(trx, effects);
      }
      const decided = await decideTransferLetterReview(trx, rental.id, {
        status: accepted ? 'ACCEPTED' : 'REFUSED',
        reason,
        reviewed_by: actor.id,
        reviewed_at: now,
      });
      const customer = await findUserById(trx, rental.user_id);
      if (customer)
        await mailer.send(
          transferLetterDecisionEmail({
            customer: { email: customer.email, name: customer.name },
            accepted,
            reason,
            waiverCents: review.waiver_cents,
            refundCents,
            rentalUrl: `${webLinks(publicUrl).myRentals}/${rental.id}`,
          }),
          trx,
        );
      await recordAudit(
        trx,
        actor,
        {
          action: accepted ? 'rental.transfer_letter_accepted' : 'rental.transfer_letter_refused',
          target: `rental:${rental.id}`,
          details: {
            transferLetter: review.file_name,
            waiverCents: review.waiver_cents,
            refundCents,
            valueCents: accepted
              ? Math.max(0, rental.rental_value_cents - review.waiver_cents)
              : rental.rental_value_cents,
            reason,
          },
        },
        now,
      );
      return toEarlyDeparture(departure, decided);
    });
  }
}
