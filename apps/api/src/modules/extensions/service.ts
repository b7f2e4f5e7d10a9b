import { createHash } from 'node:crypto';
import {
  type Extension,
  type ExtensionList,
  type ExtensionQuote,
  type ExtensionQuoteResponse,
  extensionRefusal,
  quoteExtension,
  todayIso,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, RentalExtensionRow, RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import type { Company } from '../contracts/contract-data.ts';
import { toContractData } from '../contracts/contract-data.ts';
import { findCustomer } from '../contracts/queries.ts';
import { renderSignedCopy, signedContractOf } from '../contracts/signed-copy.ts';
import { findEarlyDepartureOf } from '../early-departure/queries.ts';
import { findModalityFurniture } from '../inspections/queries.ts';
import type { MonthlyRegime } from '../payments/money-commands.ts';
import { findRentalsPayments } from '../payments/money-queries.ts';
import type { DoorAccess } from '../rentals/door-port.ts';
import { findRental, findUserRental, lockApartment, lockRental, lockUserRental } from '../rentals/queries.ts';
import { rentalCatalogEntries } from '../rentals/rental-catalog.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { isSharedNightsViolation } from '../rentals/shared-nights.ts';
import { type AddendumData, addendumFileName, renderAddendumPdf } from './addendum-pdf.ts';
import { applyExtension } from './extension-credit.ts';
import {
  addedNightsUnavailable,
  addendumChanged,
  extensionAlreadyOpen,
  extensionNotAwaitingSignature,
  extensionNotFound,
  stayNotExtendable,
} from './extension-errors.ts';
import { billingOf, toExtension } from './extension-view.ts';
import {
  addedNightsTaken,
  findContractSignedAt,
  findExtension,
  findExtensionSignedCopy,
  findOpenExtension,
  findRentalExtensions,
  findUserExtension,
  insertExtension,
  insertExtensionSignature,
  lockExtension,
  updateExtension,
} from './repository.ts';

export interface ExtensionsServiceOptions {
  db: Kysely<Database>;
  catalog: CatalogLookup;
  clock: Clock;
  company: Company;
  /** HOLD_HOURS: how long the added nights wait for the difference. */
  holdHours: number;
  /** An extension with nothing to pay moves the door code's window when signed. */
  door?: DoorAccess;
  /**
   * What the signature of an extension of a lease billed month by month starts, in its transaction: the
   * added nights' months (the payments module's openExtensionMonths), billed after they are lived
   * (POST_PAID) or each on its first night (MONTH_AHEAD).
   */
  extensionMonths?: (
    trx: Executor,
    rental: RentalRow,
    extension: RentalExtensionRow,
    at: Date,
    regime: MonthlyRegime,
  ) => Promise<void>;
}

export interface SignatureRequest {
  sha256: string;
  ip: string;
  userAgent: string | undefined;
}

const HOUR = 3_600_000;
const USER_AGENT_MAX_LENGTH = 512;
const IP_MAX_LENGTH = 64;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * 'Prorrogar estadia': the quote of a later check-out, the extension that holds the added nights, its
 * addendum ('termo aditivo') signed like the contract, and what the customer and staff see of it. Its
 * difference is paid through the payments module (PaymentsService.createForExtension) and credited
 * by the one crediting path (extension-credit.ts).
 */
export class ExtensionsService {
  readonly #options: ExtensionsServiceOptions;

  constructor(options: ExtensionsServiceOptions) {
    this.#options = options;
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
        const row = await insertExtension(trx, {
          rentalId: rental.id,
          userId,
          apartmentId: rental.apartment_id,
          previousEnd: rental.end_date,
          previousValueCents: rental.rental_value_cents,
          quote,
          createdAt: now,
          holdExpiresAt: new Date(now.getTime() + holdHours * HOUR),
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

  async list(userId: string, rentalId: string): Promise<ExtensionList> {
    const rental = await this.#own(userId, rentalId);
    return this.#listOf(rental);
  }

  /** Staff's view of a rental's extensions (the back-office rental page). */
  async listForStaff(rentalId: string): Promise<ExtensionList> {
    const rental = await findRental(this.#options.db, rentalId);
    if (!rental) throw rentalNotFound();
    return this.#listOf(rental);
  }

  async get(userId: string, extensionId: string): Promise<Extension> {
    const { db } = this.#options;
    const row = await this.#ownExtension(userId, extensionId);
    const rental = await this.#own(userId, row.rental_id);
    const payments = await findRentalsPayments(db, [rental.id]);
    const signed = await findExtensionSignedCopy(db, row.id);
    return toExtension(row, rental, payments, signed?.contractSha256 ?? null);
  }

  /** The addendum: once signed, the very bytes signed; before that, rendered from the extension. */
  async addendum(userId: string, extensionId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const row = await this.#ownExtension(userId, extensionId);
    const data = await this.#addendumData(row);
    const stored = await findExtensionSignedCopy(this.#options.db, row.id);
    const bytes = stored ? signedContractOf(stored) : (await renderAddendumPdf(data)).bytes;
    return { bytes, fileName: addendumFileName(data) };
  }

  /** The signed copy: the addendum then the signature's evidence page; 404 before it is signed. */
  async signedAddendum(
    userId: string,
    extensionId: string,
  ): Promise<{ bytes: Uint8Array; fileName: string }> {
    return this.#signedCopy(await this.#ownExtension(userId, extensionId));
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
    return {
      bytes: stored.signedPdf,
      fileName: addendumFileName(await this.#addendumData(row), { signed: true }),
    };
  }

  /**
   * Signs the addendum shown (its SHA-256), as the contract is signed: the evidence and the signed copy
   * are written with the new status in one transaction. With nothing to pay (the agreed value kept),
   * the extension becomes the stay's at once.
   */
  async sign(userId: string, extensionId: string, request: SignatureRequest): Promise<Extension> {
    const { db, clock } = this.#options;
    const row = await this.#ownExtension(userId, extensionId);
    if (row.status !== 'WAITING_FOR_SIGNATURE') throw extensionNotAwaitingSignature();
    const data = await this.#addendumData(row);
    const addendum = await renderAddendumPdf(data);
    const addendumSha256 = sha256(addendum.bytes);
    if (request.sha256.toLowerCase() !== addendumSha256) throw addendumChanged();
    const signedAt = clock.now();
    const ip = request.ip.slice(0, IP_MAX_LENGTH);
    const userAgent = request.userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null;
    const signedPdf = await renderSignedCopy(addendum.bytes, {
      documentName: addendum.name,
      signers: [
        {
          role: 'LOCATÁRIO',
          signerName: data.contract.customer.name,
          email: data.contract.customer.email,
          cpfOrCnpj: data.contract.customer.cpfOrCnpj,
          signedAt,
          ip,
          userAgent,
        },
      ],
      contractSha256: addendumSha256,
      contractBytes: addendum.bytes.length,
      contractPages: addendum.pageCount,
    });
    await db.transaction().execute(async (trx) => {
      // The rental, then the extension: the money path's order (the crediting path locks the same way).
      const rental = await lockRental(trx, row.rental_id);
      if (!rental) throw extensionNotFound();
      const current = await lockExtension(trx, row.id);
      if (current?.status !== 'WAITING_FOR_SIGNATURE') throw extensionNotAwaitingSignature();
      await insertExtensionSignature(trx, {
        extensionId: row.id,
        userId,
        email: data.contract.customer.email,
        signedAt,
        ip,
        userAgent,
        addendumSha256,
        signedPdf,
        signedPdfSha256: sha256(signedPdf),
      });
      const signed = await updateExtension(trx, row.id, {
        status: 'WAITING_FOR_PAYMENT',
        signed_at: signedAt,
      });
      // Nothing to pay, or a lease billed month by month (nothing paid at the signature): the stay's at once.
      const regime = this.#monthlyRegime(rental, signed);
      if (signed.difference_cents === 0 || regime) {
        const applied = await applyExtension(trx, signed, signedAt);
        if (regime) await this.#options.extensionMonths?.(trx, rental, applied, signedAt, regime);
        await this.#options.door?.sync(trx, row.rental_id, {
          id: userId,
          email: data.contract.customer.email,
          ip,
        });
      }
    });
    return this.get(userId, extensionId);
  }

  /**
   * How the extension's difference is billed (the domain's extensionBilling, decided on the day it was asked
   * for, as its addendum states): never ahead of what the law allows. Undefined when it is paid at once (or
   * when no writer of the months is wired).
   */
  #monthlyRegime(rental: RentalRow, extension: RentalExtensionRow): MonthlyRegime | undefined {
    if (!this.#options.extensionMonths) return undefined;
    const billing = billingOf(extension, rental);
    return billing === 'AT_ONCE' ? undefined : billing;
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
    const payments = await findRentalsPayments(db, [rental.id]);
    return { items: await Promise.all(rows.map((row) => toExtension(row, rental, payments))) };
  }

  async #addendumData(row: RentalExtensionRow): Promise<AddendumData> {
    const { db, catalog, company, holdHours } = this.#options;
    const rental = await this.#rentalOf(db, row);
    const customer = await findCustomer(db, rental.user_id);
    if (!customer) throw rentalNotFound();
    const furniture = await findModalityFurniture(db, rental.modality_id);
    // The stay as it was when the extension was asked for: the addendum's bytes never move with it.
    const before = {
      ...rental,
      end_date: row.previous_end_date,
      rental_value_cents: row.previous_value_cents,
    };
    return {
      contract: toContractData(before, customer, catalog, { company, holdHours, furniture }),
      contractSignedAt: (await findContractSignedAt(db, rental.id)) ?? null,
      extension: row,
    };
  }

  async #rentalOf(db: Executor, row: RentalExtensionRow): Promise<RentalRow> {
    const rental = await findRental(db, row.rental_id);
    if (!rental) throw rentalNotFound();
    return rental;
  }

  async #own(userId: string, rentalId: string): Promise<RentalRow> {
    const rental = await findUserRental(this.#options.db, userId, rentalId);
    if (!rental) throw rentalNotFound();
    return rental;
  }

  async #ownExtension(userId: string, extensionId: string): Promise<RentalExtensionRow> {
    const row = await findUserExtension(this.#options.db, userId, extensionId);
    if (!row) throw extensionNotFound();
    return row;
  }
}
