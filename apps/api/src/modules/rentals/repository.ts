import type { CancellationReason, RentalStatus } from '@estadia/domain';
import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/executor.ts';
import type { NewRental, RentalRow, RentalUpdate, UserRow } from '../../db/schema.ts';

export function insertRental(db: Executor, rental: NewRental): Promise<RentalRow> {
  return db.insertInto('rentals').values(rental).returningAll().executeTakeFirstOrThrow();
}

/** The rental when it belongs to `userId`; another user's rental is as unknown as a missing one. */
export function findUserRental(db: Executor, userId: string, id: string): Promise<RentalRow | undefined> {
  return db
    .selectFrom('rentals')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Like findUserRental, and locks the row until the transaction ends. */
export function lockUserRental(db: Executor, userId: string, id: string): Promise<RentalRow | undefined> {
  return db
    .selectFrom('rentals')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Any user's rental (staff's views, and a row another module holds the id of). */
export function findRental(db: Executor, id: string): Promise<RentalRow | undefined> {
  return db.selectFrom('rentals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Any user's rental, locked (the provider's decisions). */
export function lockRental(db: Executor, id: string): Promise<RentalRow | undefined> {
  return db.selectFrom('rentals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Newest first; `id` breaks ties so pages never overlap. */
export function findUserRentals(
  db: Executor,
  userId: string,
  page: { offset: number; limit: number },
): Promise<RentalRow[]> {
  return db
    .selectFrom('rentals')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countUserRentals(db: Executor, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('rentals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function updateRental(db: Executor, id: string, changes: RentalUpdate): Promise<RentalRow> {
  return db.updateTable('rentals').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Queues, until the transaction ends, every change that leaves a rental holding nights of this
 * apartment (a submission, through submitIfUnchanged; an approval; any later step that keeps
 * the nights). The exclusion constraint alone forbids shared nights, but two such transactions that
 * each wait for the other's conflicting row end in a deadlock (one aborted after `deadlock_timeout`,
 * a 500) instead of a clean 23P01. `no key update` still lets drafts reference the apartment meanwhile.
 */
export async function lockApartment(db: Executor, apartmentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('apartments')
    .select('id')
    .where('id', '=', apartmentId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export type ProfileRow = Pick<
  UserRow,
  | 'name'
  | 'birthdate'
  | 'hometown'
  | 'hometown_state'
  | 'profession'
  | 'rg'
  | 'rg_issuer'
  | 'rg_issuer_state'
  | 'cpf_or_cnpj'
  | 'fathers_full_name'
  | 'mothers_full_name'
  | 'cpf_file_name'
  | 'rg_file_name'
  | 'address_street'
  | 'address_number'
  | 'address_complement'
  | 'address_post_code'
  | 'address_neighborhood'
  | 'address_city_name'
  | 'address_state_initials'
>;

const PROFILE_COLUMNS = [
  'name',
  'birthdate',
  'hometown',
  'hometown_state',
  'profession',
  'rg',
  'rg_issuer',
  'rg_issuer_state',
  'cpf_or_cnpj',
  'fathers_full_name',
  'mothers_full_name',
  'cpf_file_name',
  'rg_file_name',
  'address_street',
  'address_number',
  'address_complement',
  'address_post_code',
  'address_neighborhood',
  'address_city_name',
  'address_state_initials',
] as const satisfies readonly (keyof ProfileRow)[];

/** A rental as a submission reads it: with its row version and the owner's profile fields. */
export interface RentalForSubmission {
  rental: RentalRow;
  /** The row's `xmin`: any change to the row since this read gives it another. */
  version: string;
  profile: ProfileRow | null;
}

/**
 * A submission's read, without locks: the caller's rental, its version and the owner's profile fields
 * (the completeness checks) in one statement. The write that follows (`submitIfUnchanged`) only
 * applies to this very version of the row.
 */
export async function findRentalForSubmission(
  db: Executor,
  userId: string,
  id: string,
): Promise<RentalForSubmission | undefined> {
  const row = await db
    .selectFrom('rentals')
    .selectAll('rentals')
    .select(sql<string>`rentals.xmin::text`.as('version'))
    .select((eb) =>
      jsonObjectFrom(
        eb.selectFrom('users').select(PROFILE_COLUMNS).whereRef('users.id', '=', 'rentals.user_id'),
      ).as('profile'),
    )
    .where('rentals.id', '=', id)
    .where('rentals.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { profile, version, ...rental } = row;
  return { rental, version, profile: profile as ProfileRow | null };
}

/**
 * Writes a submission in a single statement, only if the row is still the version
 * `findRentalForSubmission` read; undefined when it changed meanwhile (the caller reads again). Before
 * the row is written, its apartment is locked `for no key update`, as `lockApartment` explains, so
 * holders of one apartment queue behind each other and a conflict ends in a clean 23P01, never a
 * deadlock.
 */
export function submitIfUnchanged(
  db: Executor,
  read: RentalForSubmission,
  changes: RentalUpdate,
): Promise<RentalRow | undefined> {
  return db
    .updateTable('rentals')
    .set(changes)
    .where('id', '=', read.rental.id)
    .where(sql`xmin`, '=', sql`${read.version}::xid`)
    .where('apartment_id', '=', (eb) =>
      eb
        .selectFrom('apartments')
        .select('apartments.id')
        .where('apartments.id', '=', read.rental.apartment_id)
        .forNoKeyUpdate(),
    )
    .returningAll()
    .executeTakeFirst();
}

export interface ExpiredHoldsCancellation {
  statuses: readonly RentalStatus[];
  approvedBefore: Date;
  /**
   * A boleto for the whole first charge still pending and due on or after this day keeps its rental
   * held: a boleto paid on its due date takes a few business days to reach us.
   */
  boletoDueSince: string;
  reason: CancellationReason;
  details: string;
  cancelledAt: Date;
}

/**
 * RENTED stays with a monthly boleto of their own (not an extension's: an extension lapses instead)
 * still pending since before `overdueBefore`: the payments' periodic round judges each again under its
 * lock before it makes the stay a DEFAULTER (payments/charge-sweeps.ts).
 */
export async function findRentedStaysOwingSince(db: Executor, overdueBefore: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rentals')
    .select('rentals.id')
    .where('rentals.status', '=', 'RENTED')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.rental_id', '=', 'rentals.id')
          .where('payments.extension_id', 'is', null)
          .where('payments.status', '=', 'PENDING')
          .where('payments.due_date', '<', overdueBefore),
      ),
    )
    .orderBy('rentals.id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Cancels, in one statement, every rental in `statuses` approved before `approvedBefore`, unless a
 * boleto of its first charge may still be clearing. A row a payment moves on meanwhile is re-checked
 * under its lock and left alone, so several servers may run this at once.
 */
export async function cancelExpiredHolds(
  db: Executor,
  cancellation: ExpiredHoldsCancellation,
): Promise<string[]> {
  const rows = await db
    .updateTable('rentals')
    .set({
      status: 'CANCELLED',
      cancellation_reason: cancellation.reason,
      cancellation_details: cancellation.details,
      cancelled_at: cancellation.cancelledAt,
    })
    .where('status', 'in', [...cancellation.statuses])
    .where('approved_at', '<', cancellation.approvedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.rental_id', '=', 'rentals.id')
            .where('payments.status', '=', 'PENDING')
            .where('payments.installment', '=', 1)
            .where('payments.payment_type', 'in', ['BANK_SLIP', 'BANK_SLIP_MONTHLY'])
            .where('payments.due_date', '>=', cancellation.boletoDueSince),
        ),
      ),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Paid stays whose check-out has passed (`lastCheckOut` or earlier) become FINISHED, but the `kept` ones. */
export async function finishPastRentals(
  db: Executor,
  lastCheckOut: string,
  now: Date,
  kept: readonly string[] = [],
): Promise<string[]> {
  const rows = await db
    .updateTable('rentals')
    .set({ status: 'FINISHED', finished_at: now })
    .where('status', 'in', ['RENTED', 'DEFAULTER'])
    .where('end_date', '<=', lastCheckOut)
    .$if(kept.length > 0, (query) => query.where('id', 'not in', [...kept]))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims, once for all servers, the unpaid holds approved in [approvedFrom, approvedUntil) that were
 * not reminded yet: the conditional update sets the mark, so only one sweep gets each row.
 */
export function claimHoldReminders(
  db: Executor,
  claim: { statuses: readonly RentalStatus[]; approvedFrom: Date; approvedUntil: Date; now: Date },
): Promise<RentalRow[]> {
  return db
    .updateTable('rentals')
    .set({ hold_reminder_sent_at: claim.now })
    .where('status', 'in', [...claim.statuses])
    .where('hold_reminder_sent_at', 'is', null)
    .where('approved_at', '>=', claim.approvedFrom)
    .where('approved_at', '<', claim.approvedUntil)
    .returningAll()
    .execute();
}
