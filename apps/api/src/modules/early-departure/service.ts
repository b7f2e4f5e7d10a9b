import {
  type EarlyDepartureInput,
  type EarlyDepartureQuote,
  type EarlyDepartureQuoteQuery,
  type EarlyDepartureQuoteResponse,
  type EarlyDepartureRequest,
  earlyDepartureQuote,
  OPEN_EXTENSION_STATUSES,
  type Rental,
  todayIso,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database, RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { DoorAccess } from '../door-access/door-access-service.ts';
import { findRentalExtensions } from '../extensions/queries.ts';
import { webLinks } from '../notifications/email-format.ts';
import { staySummary } from '../notifications/stay-summary.ts';
import type { MoneyFollowUps } from '../payments/credit-types.ts';
import { keepFee } from '../payments/money-commands.ts';
import { findRentalsPayments, lockRentalPayments } from '../payments/money-queries.ts';
import { updateRental } from '../rentals/commands.ts';
import { findUserRental, lockUserRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { RentalPresenter } from '../rentals/rental-presenter.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { findOwnedUpload } from '../uploads/queries.ts';
import { earlyDepartureEmail } from './early-departure-email.ts';
import {
  alreadyShortened,
  extensionStillOpen,
  notShortenable,
  refundReachesExtension,
  transferLetterNotFound,
} from './early-departure-errors.ts';
import {
  earlyDepartureFeeKey,
  feeDescription,
  type StayMoney,
  settleEarlyDepartureMoney,
  stayMoney,
  stayPaidCents,
} from './early-departure-money.ts';
import { findEarlyDepartureOf, insertEarlyDeparture, insertTransferLetterReview } from './repository.ts';

export interface EarlyDepartureServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  catalog: CatalogLookup;
  presenter: RentalPresenter;
  followUps: MoneyFollowUps;
  mailer: Mailer;
  publicUrl: string;
  /** The door code's window closes at the new check-out. */
  door?: DoorAccess;
}

export interface Customer {
  id: string;
  email: string;
  name: string;
  ip: string | null;
}

/**
 * 'Antecipar saída': the customer shortens a paid stay. The quote and the confirmation run the same
 * domain rule (earlyDepartureQuote) on the same facts; confirming, in one transaction under the
 * rental's lock and then its payments', moves the check-out (night_holds frees the nights after it; the
 * front desk's departure, the move-out inspection and the cleaning follow the rental's end date; the
 * access code stops at it, when the stay finishes), brings the charges to the new value, records the
 * departure, e-mails the customer and writes the audit entry.
 */
export class EarlyDepartureService {
  readonly #options: EarlyDepartureServiceOptions;

  constructor(options: EarlyDepartureServiceOptions) {
    this.#options = options;
  }

  async quote(
    userId: string,
    rentalId: string,
    query: EarlyDepartureQuoteQuery,
  ): Promise<EarlyDepartureQuoteResponse> {
    const { db } = this.#options;
    const rental = await findUserRental(db, userId, rentalId);
    if (!rental) throw rentalNotFound();
    const paidExtensions = await this.#assertShortenable(db, rental);
    const money = stayMoney(await findRentalsPayments(db, [rental.id]), paidExtensions);
    const { quote, waiverCents } = await this.#compute(db, rental, money, query);
    return toQuoteResponse(quote, waiverCents);
  }

  async confirm(customer: Customer, rentalId: string, request: EarlyDepartureRequest): Promise<Rental> {
    const { db, clock, catalog, followUps, mailer, publicUrl, presenter } = this.#options;
    const row = await transactionWithRetry(db, async (trx) => {
      const now = clock.now();
      const rental = await lockUserRental(trx, customer.id, rentalId);
      if (!rental) throw rentalNotFound();
      const paidExtensions = await this.#assertShortenable(trx, rental);
      const money = stayMoney(await lockRentalPayments(trx, rental.id), paidExtensions);
      const { quote, waiverCents } = await this.#compute(trx, rental, money, request);
      const effects = await settleEarlyDepartureMoney(trx, money, quote.newValueCents, now);
      const updated = await updateRental(trx, rental.id, {
        end_date: quote.date,
        rental_value_cents: quote.newValueCents,
      });
      const departure = await insertEarlyDeparture(trx, {
        rental_id: rental.id,
        user_id: customer.id,
        previous_end_date: rental.end_date,
        new_end_date: quote.date,
        previous_value_cents: rental.rental_value_cents,
        new_value_cents: quote.newValueCents,
        nights_released: quote.nightsReleased,
        fee_cents: quote.feeCents,
        refund_cents: quote.refundCents,
        rule: quote.rule,
        reason: request.reason.trim(),
        transfer_letter: request.transferLetter ?? null,
        requested_at: now,
      });
      // The fine is a fine, not rent: its own entry (3.1.2), given up if the letter is accepted.
      await keepFee(trx, {
        rentalId: rental.id,
        sourceKey: earlyDepartureFeeKey(departure.id),
        amountCents: quote.feeCents,
        description: feeDescription(quote.ruleKind),
        at: now,
      });
      // The letter would waive the fine: settled with it, until our staff check the letter.
      if (waiverCents > 0 && request.transferLetter)
        await insertTransferLetterReview(trx, {
          rental_id: rental.id,
          early_departure_id: departure.id,
          file_name: request.transferLetter,
          waiver_cents: waiverCents,
          created_at: now,
        });
      await followUps.enqueue(trx, effects);
      await this.#options.door?.sync(trx, rental.id, customer);
      await mailer.send(
        earlyDepartureEmail({
          customer: { email: customer.email, name: customer.name },
          stay: staySummary(updated, catalog),
          previousEndDate: rental.end_date,
          nightsReleased: quote.nightsReleased,
          feeCents: quote.feeCents,
          refundCents: quote.refundCents,
          rule: quote.rule,
          transferLetterWaiverCents: waiverCents,
          rentalUrl: `${webLinks(publicUrl).myRentals}/${rental.id}`,
        }),
        trx,
      );
      await recordAudit(
        trx,
        customer,
        {
          action: 'rental.early_departure',
          target: `rental:${rental.id}`,
          details: {
            previousEndDate: rental.end_date,
            endDate: quote.date,
            previousValueCents: rental.rental_value_cents,
            valueCents: quote.newValueCents,
            feeCents: quote.feeCents,
            refundCents: quote.refundCents,
            reason: request.reason.trim(),
            transferLetter: request.transferLetter ?? null,
            transferLetterWaiverCents: waiverCents,
          },
        },
        now,
      );
      return updated;
    });
    return presenter.one(row);
  }

  /**
   * A paid stay, not checked out, not shortened before, with no extension open (409 otherwise). An
   * extension asks for the rental's lock too, so none opens while a departure is being confirmed.
   * Returns the ids of the stay's paid extensions, whose charges count towards what was paid.
   */
  async #assertShortenable(db: Executor, rental: RentalRow): Promise<ReadonlySet<string>> {
    if (rental.status !== 'RENTED' || rental.checked_out_at)
      throw notShortenable(rental.status, Boolean(rental.checked_out_at));
    const previous = await findEarlyDepartureOf(db, rental.id);
    if (previous) throw alreadyShortened(previous.new_end_date);
    const extensions = await findRentalExtensions(db, rental.id);
    if (extensions.some((extension) => OPEN_EXTENSION_STATUSES.includes(extension.status)))
      throw extensionStillOpen();
    return new Set(extensions.filter((extension) => extension.status === 'PAID').map((each) => each.id));
  }

  /**
   * The rule on the rental's facts. The fine is kept whatever letter comes with the request: a letter
   * sent as one (purpose TRANSFER_LETTER, the customer's own; its upload day is the written notice) that
   * would waive it says how much — `waiverCents`, given back once our staff accept the letter.
   */
  async #compute(
    db: Executor,
    rental: RentalRow,
    money: StayMoney,
    request: { date: string; transferLetter?: string | undefined },
  ): Promise<{ quote: EarlyDepartureQuote; waiverCents: number }> {
    const input: EarlyDepartureInput = {
      startDate: rental.start_date,
      endDate: rental.end_date,
      date: request.date,
      today: todayIso(this.#options.clock.now()),
      valueCents: rental.rental_value_cents,
      paidCents: stayPaidCents(money),
      transferLetterDate: null,
    };
    const quote = earlyDepartureQuote(input);
    let waiverCents = 0;
    if (request.transferLetter) {
      const letter = await findOwnedUpload(db, request.transferLetter, rental.user_id);
      if (letter?.purpose !== 'TRANSFER_LETTER') throw transferLetterNotFound();
      const waived = earlyDepartureQuote({ ...input, transferLetterDate: todayIso(letter.created_at) });
      if (waived.ruleKind === 'LONG_TRANSFER') waiverCents = quote.newValueCents - waived.newValueCents;
    }
    // What comes back comes from the rental's own payments, never from an extension's.
    if (quote.newValueCents - waiverCents < money.extensionsCents) throw refundReachesExtension();
    return { quote, waiverCents };
  }
}

function toQuoteResponse(quote: EarlyDepartureQuote, waiverCents: number): EarlyDepartureQuoteResponse {
  return {
    date: quote.date,
    nightsReleased: quote.nightsReleased,
    refundCents: quote.refundCents,
    feeCents: quote.feeCents,
    rule: quote.rule,
    newValueCents: quote.newValueCents,
    stillOwedCents: quote.stillOwedCents,
    contractFineCents: quote.contractFineCents,
    transferLetterWaiverCents: waiverCents,
  };
}
