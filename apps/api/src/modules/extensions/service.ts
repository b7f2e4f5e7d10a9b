import {
  type ContractSignerRole,
  type Extension,
  type ExtensionList,
  type ExtensionQuote,
  type ExtensionQuoteResponse,
  extensionRefusal,
  quoteExtension,
  todayIso,
} from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRow, RentalExtensionRow, RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import type { SignatureRequest } from '../contracts/party-signing.ts';
import { signedContractOf } from '../contracts/signed-copy.ts';
import { findEarlyDepartureOf } from '../early-departure/queries.ts';
import { findReadableRental } from '../guarantees/queries.ts';
import { findRentalsPayments } from '../payments/money-queries.ts';
import { findRental, findUserRental, lockApartment, lockUserRental } from '../rentals/queries.ts';
import { rentalCatalogEntries } from '../rentals/rental-catalog.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import { isSharedNightsViolation } from '../rentals/shared-nights.ts';
import { findSigningGuarantor, loadAddendumData } from './addendum-data.ts';
import { addendumFileName, renderAddendumPdf } from './addendum-pdf.ts';
import { AddendumSigning, type AddendumSigningOptions } from './addendum-signing.ts';
import {
  addedNightsUnavailable,
  extensionAlreadyOpen,
  extensionNotFound,
  stayNotExtendable,
} from './extension-errors.ts';
import { billingOf, toExtension } from './extension-view.ts';
import {
  addedNightsTaken,
  findExtension,
  findOpenExtension,
  findRentalExtensions,
  insertExtension,
} from './repository.ts';
import { findExtensionSignatures, findExtensionSignedCopy } from './signature-repository.ts';

export interface ExtensionsServiceOptions extends AddendumSigningOptions {
  clock: Clock;
  /** HOLD_HOURS: how long the added nights wait for the difference. */
  holdHours: number;
}

export type { SignatureRequest };

/** An extension as a reader may see it: its customer's, or the fiador's who signs its addendum. */
interface ReadableExtension {
  row: RentalExtensionRow;
  rental: RentalRow;
  as: ContractSignerRole;
}

const HOUR = 3_600_000;

/**
 * 'Prorrogar estadia': the quote of a later check-out, the extension that holds the added nights, its
 * addendum ('termo aditivo') signed like the contract, and what the customer and staff see of it. Its
 * difference is paid through the payments module (PaymentsService.createForExtension) and credited
 * by the one crediting path (extension-credit.ts).
 */
export class ExtensionsService {
  readonly #options: ExtensionsServiceOptions;
  readonly #signing: AddendumSigning;

  constructor(options: ExtensionsServiceOptions) {
    this.#options = options;
    this.#signing = new AddendumSigning(options);
  }

  /** The whole stay re-priced to `end`; 409 when an added night is taken or the stay cannot grow. */
  async quote(userId: string, rentalId: string, end: string): Promise<ExtensionQuoteResponse> {
    const { db } = this.#options;
    const rental = await this.#own(userId, rentalId);
    const quote = await this.#price(db, rental, end);
    if (await addedNightsTaken(db, rental, { start: rental.end_date, end })) throw addedNightsUnavailable();
    return { ...quote, billing: billingOf({ end_date: end, created_at: this.#options.clock.now() }, rental) };
  }

  /**
   * The extension, holding its added nights at once: under the rental's lock (one open extension at a
   * time) and the apartment's (queued behind submissions, as every write that holds nights), its row's
   * trigger holds the nights, so a night taken meanwhile ends in the exclusion constraint's 409.
   */
  async create(userId: string, rentalId: string, end: string): Promise<Extension> {
    const { db, clock, holdHours } = this.#options;
    let created: { row: RentalExtensionRow; rental: RentalRow };
    try {
      created = await db.transaction().execute(async (trx) => {
        const rental = await lockUserRental(trx, userId, rentalId);
        if (!rental) throw rentalNotFound();
        const quote = await this.#price(trx, rental, end);
        if (await findOpenExtension(trx, rental.id)) throw extensionAlreadyOpen();
        await lockApartment(trx, rental.apartment_id);
        const now = clock.now();
        // In a fiança whose fiador signed the contract, the fiador signs the addendum too (fixed now: its bytes).
        const guarantorIsParty = (await findSigningGuarantor(trx, rental)) !== undefined;
        const row = await insertExtension(trx, {
          rentalId: rental.id,
          userId,
          apartmentId: rental.apartment_id,
          previousEnd: rental.end_date,
          previousValueCents: rental.rental_value_cents,
          quote,
          createdAt: now,
          holdExpiresAt: new Date(now.getTime() + holdHours * HOUR),
          guarantorIsParty,
        });
        return { row, rental };
      });
    } catch (error) {
      if (isSharedNightsViolation(error)) throw addedNightsUnavailable();
      if (isUniqueViolation(error)) throw extensionAlreadyOpen();
      throw error;
    }
    return toExtension(created.row, created.rental, []);
  }

  /**
   * The rental's extensions: all of them to its customer; to its fiador, those whose addendum they sign, without
   * their charges (nothing else of the customer's).
   */
  async list(userId: string, rentalId: string): Promise<ExtensionList> {
    const readable = await findReadableRental(this.#options.db, userId, rentalId);
    if (!readable) throw rentalNotFound();
    if (readable.as === 'CUSTOMER') return this.#listOf(readable.row);
    const rows = (await findRentalExtensions(this.#options.db, rentalId)).filter(
      (row) => row.guarantor_is_party,
    );
    return { items: await this.#views(rows, readable.row, []) };
  }

  /** Staff's view of a rental's extensions (the back-office rental page). */
  async listForStaff(rentalId: string): Promise<ExtensionList> {
    const rental = await findRental(this.#options.db, rentalId);
    if (!rental) throw rentalNotFound();
    return this.#listOf(rental);
  }

  async get(userId: string, extensionId: string): Promise<Extension> {
    const { db } = this.#options;
    const { row, rental, as } = await this.#readable(userId, extensionId);
    const payments = as === 'TENANT' ? await findRentalsPayments(db, [rental.id]) : [];
    const [view] = await this.#views([row], rental, payments);
    return view!;
  }

  /**
   * The addendum: once a party signed, the very bytes signed (every later party signs them); before that,
   * rendered from the extension.
   */
  async addendum(userId: string, extensionId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const { row } = await this.#readable(userId, extensionId);
    const { data } = await loadAddendumData(this.#options.db, this.#options, row);
    const stored = await findExtensionSignedCopy(this.#options.db, row.id);
    const bytes = stored ? signedContractOf(stored) : (await renderAddendumPdf(data)).bytes;
    return { bytes, fileName: addendumFileName(data) };
  }

  /** The signed copy: the addendum then the evidence page of every party so far; 404 before the first. */
  async signedAddendum(
    userId: string,
    extensionId: string,
  ): Promise<{ bytes: Uint8Array; fileName: string }> {
    return this.#signedCopy((await this.#readable(userId, extensionId)).row);
  }

  /** The signed addendum of any rental's extension, for staff: 404 when there is none or not signed yet. */
  async signedAddendumForStaff(extensionId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const row = await findExtension(this.#options.db, extensionId);
    if (!row) throw extensionNotFound();
    return this.#signedCopy(row);
  }

  async #signedCopy(row: RentalExtensionRow): Promise<{ bytes: Uint8Array; fileName: string }> {
    const stored = await findExtensionSignedCopy(this.#options.db, row.id);
    if (!stored) throw extensionNotFound();
    const { data } = await loadAddendumData(this.#options.db, this.#options, row);
    return { bytes: stored.signedPdf, fileName: addendumFileName(data, { signed: true }) };
  }

  /**
   * Signs the addendum shown (its SHA-256) as the reader's party — the customer, or the fiador when they sign
   * it —, as the contract is signed (addendum-signing.ts). With the last party the extension awaits payment,
   * or becomes the stay's at once when nothing is paid at the signature. Answers it as the signer sees it.
   */
  async sign(userId: string, extensionId: string, request: SignatureRequest): Promise<Extension> {
    const { as } = await this.#readable(userId, extensionId);
    await this.#signing.sign(extensionId, as, request);
    return this.get(userId, extensionId);
  }

  async #price(db: Executor, rental: RentalRow, end: string): Promise<ExtensionQuote> {
    const hasEarlyDeparture = (await findEarlyDepartureOf(db, rental.id)) !== undefined;
    const refusal = extensionRefusal(
      { status: rental.status, endDate: rental.end_date, hasEarlyDeparture },
      todayIso(this.#options.clock.now()),
    );
    if (refusal) throw stayNotExtendable(refusal);
    const { modality, project } = rentalCatalogEntries(rental, this.#options.catalog);
    return quoteExtension({
      modality,
      spotPrices: { commonSpotDaily: project.commonSpotDaily, coveredSpotDaily: project.coveredSpotDaily },
      carSpots: { common: rental.common_car_spots, covered: rental.covered_car_spots },
      start: rental.start_date,
      currentEnd: rental.end_date,
      newEnd: end,
      currentValueCents: rental.rental_value_cents,
    });
  }

  async #listOf(rental: RentalRow): Promise<ExtensionList> {
    const { db } = this.#options;
    const rows = await findRentalExtensions(db, rental.id);
    return { items: await this.#views(rows, rental, await findRentalsPayments(db, [rental.id])) };
  }

  async #views(
    rows: readonly RentalExtensionRow[],
    rental: RentalRow,
    payments: readonly PaymentRow[],
  ): Promise<Extension[]> {
    const signatures = await findExtensionSignatures(
      this.#options.db,
      rows.map((row) => row.id),
    );
    return Promise.all(rows.map((row) => toExtension(row, rental, payments, signatures)));
  }

  async #own(userId: string, rentalId: string): Promise<RentalRow> {
    const rental = await findUserRental(this.#options.db, userId, rentalId);
    if (!rental) throw rentalNotFound();
    return rental;
  }

  /**
   * The extension as `userId` may read it: as its customer, or as the fiador of its rental when they sign its
   * addendum; anyone else's is as unknown as a missing one.
   */
  async #readable(userId: string, extensionId: string): Promise<ReadableExtension> {
    const { db } = this.#options;
    const row = await findExtension(db, extensionId);
    const readable = row && (await findReadableRental(db, userId, row.rental_id));
    if (!row || !readable) throw extensionNotFound();
    if (readable.as === 'CUSTOMER' && row.user_id === userId)
      return { row, rental: readable.row, as: 'TENANT' };
    if (readable.as === 'GUARANTOR' && row.guarantor_is_party)
      return { row, rental: readable.row, as: 'GUARANTOR' };
    throw extensionNotFound();
  }
}
