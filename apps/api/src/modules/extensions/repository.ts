import type { ExtensionQuote } from '@estadia/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import { overlapsHeldNightsSql } from '../../db/night-holding.ts';
import type { Database, RentalExtensionRow } from '../../db/schema.ts';

// Extensions of a stay and the nights they hold (through night_holds'
// trigger on rental_extensions, migration 202611271000).

export interface NewExtension {
  rentalId: string;
  userId: string;
  apartmentId: string;
  previousEnd: string;
  previousValueCents: number;
  quote: ExtensionQuote;
  createdAt: Date;
  holdExpiresAt: Date;
  /** The fiador signs the addendum too (a fiança whose fiador signed the contract). */
  guarantorIsParty: boolean;
}

/** Its trigger holds the added nights: 23P01 when one of them is already held. */
export function insertExtension(db: Executor, extension: NewExtension): Promise<RentalExtensionRow> {
  return db
    .insertInto('rental_extensions')
    .values({
      rental_id: extension.rentalId,
      user_id: extension.userId,
      apartment_id: extension.apartmentId,
      status: 'WAITING_FOR_SIGNATURE',
      previous_end_date: extension.previousEnd,
      end_date: extension.quote.end,
      previous_value_cents: extension.previousValueCents,
      rental_value_cents: extension.quote.rentalValueCents,
      difference_cents: extension.quote.differenceCents,
      price_lines: toJson(extension.quote.lines),
      created_at: extension.createdAt,
      hold_expires_at: extension.holdExpiresAt,
      guarantor_is_party: extension.guarantorIsParty,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Any customer's extension (staff's views). */
export function findExtension(db: Executor, id: string): Promise<RentalExtensionRow | undefined> {
  return db.selectFrom('rental_extensions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The rental an extension belongs to, read before its lock is taken (the rental's comes first). */
export async function findExtensionRentalId(db: Executor, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rental_extensions')
    .select('rental_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.rental_id;
}

/** The extension when it belongs to `userId`; another customer's is as unknown as a missing one. */
export function findUserExtension(
  db: Executor,
  userId: string,
  id: string,
): Promise<RentalExtensionRow | undefined> {
  return db
    .selectFrom('rental_extensions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Locks the extension; always after its rental's lock (the money path's one order). */
export function lockExtension(db: Executor, id: string): Promise<RentalExtensionRow | undefined> {
  return db.selectFrom('rental_extensions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The rental's extensions, newest first. */
export function findRentalExtensions(db: Executor, rentalId: string): Promise<RentalExtensionRow[]> {
  return db
    .selectFrom('rental_extensions')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findOpenExtension(db: Executor, rentalId: string): Promise<RentalExtensionRow | undefined> {
  return db
    .selectFrom('rental_extensions')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .where('status', 'in', ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'])
    .executeTakeFirst();
}

export function updateExtension(
  db: Executor,
  id: string,
  changes: Partial<Pick<RentalExtensionRow, 'status' | 'signed_at' | 'paid_at' | 'expired_at'>>,
): Promise<RentalExtensionRow> {
  return db
    .updateTable('rental_extensions')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Whether a night of [start, end) of the apartment is held by anyone but the rental itself (its stay,
 * or an open extension of its own): the quote's 409.
 */
export async function addedNightsTaken(
  db: Executor,
  rental: { id: string; apartment_id: string },
  interval: { start: string; end: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('night_holds')
    .select('night_holds.id')
    .where('night_holds.apartment_id', '=', rental.apartment_id)
    .where(overlapsHeldNightsSql(interval.start, interval.end))
    .where((eb) =>
      eb.or([eb('night_holds.rental_id', 'is', null), eb('night_holds.rental_id', '<>', rental.id)]),
    )
    .where((eb) =>
      eb.or([
        eb('night_holds.extension_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('rental_extensions')
              .select('rental_extensions.id')
              .whereRef('rental_extensions.id', '=', 'night_holds.extension_id')
              .where('rental_extensions.rental_id', '=', rental.id),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the extension has a boleto that may still clear: PENDING and due on `boletoDueSince` or
 * later (its due day, or the next bank day, plus the clearing allowance in bank days, not passed yet).
 */
function clearingBoletoOf(eb: ExpressionBuilder<Database, 'rental_extensions'>, boletoDueSince: string) {
  return eb.exists(
    eb
      .selectFrom('payments')
      .select('payments.id')
      .whereRef('payments.extension_id', '=', 'rental_extensions.id')
      .where('payments.status', '=', 'PENDING')
      .where('payments.payment_type', '=', 'BANK_SLIP')
      .where('payments.due_date', '>=', boletoDueSince),
  );
}

/**
 * Open extensions to expire: their ids, to expire one by one under their rental's lock. An extension
 * whose boleto may still be clearing keeps its nights until the boleto's clearing allowance passes,
 * also when its stay's original check-out passed (the stay is kept RENTED meanwhile, see
 * findRentalsKeptByClearingExtensions, or finished after the extension's own end). Otherwise it expires
 * HOLD_HOURS after it was asked for, or at once when its stay is no longer RENTED.
 */
export async function findLapsedExtensions(
  db: Executor,
  now: Date,
  boletoDueSince: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('rental_extensions')
    .innerJoin('rentals', 'rentals.id', 'rental_extensions.rental_id')
    .select('rental_extensions.id')
    .where('rental_extensions.status', 'in', ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'])
    .where((eb) =>
      eb.or([
        eb('rentals.status', 'not in', ['RENTED', 'FINISHED']),
        eb.and([
          eb.not(clearingBoletoOf(eb, boletoDueSince)),
          eb.or([eb('rentals.status', '=', 'FINISHED'), eb('rental_extensions.hold_expires_at', '<=', now)]),
        ]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Paid stays past their check-out (`lastCheckOut` or earlier) that an extension still asks to go on:
 * the extension's boleto may still clear and its own end is not behind us. The stay is not finished
 * meanwhile: the guest is still in the apartment, the extension's nights are held for them.
 */
export async function findRentalsKeptByClearingExtensions(
  db: Executor,
  lastCheckOut: string,
  boletoDueSince: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('rental_extensions')
    .innerJoin('rentals', 'rentals.id', 'rental_extensions.rental_id')
    .select('rentals.id')
    .where('rental_extensions.status', '=', 'WAITING_FOR_PAYMENT')
    .where('rentals.status', 'in', ['RENTED', 'DEFAULTER'])
    .where('rentals.end_date', '<=', lastCheckOut)
    .where('rental_extensions.end_date', '>', lastCheckOut)
    .where((eb) => clearingBoletoOf(eb, boletoDueSince))
    .execute();
  return rows.map((row) => row.id);
}

/** When the rental's contract was signed by its last party (the addendum names the original contract by it). */
export async function findContractSignedAt(db: Executor, rentalId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('contract_signatures')
    .select('signed_at')
    .where('rental_id', '=', rentalId)
    .orderBy('signed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.signed_at;
}
