import type { RentalStatus, RetentionSubject } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';

// The writes of an account's deletion. Rentals, payments, refunds, signatures and the audit log are never
// deleted (the last three refuse it in the database): the user row they point at stays, anonymised.

const SETTLED: RentalStatus[] = ['FINISHED', 'CANCELLED'];

/** The customer's stays that are not over yet (any status but finished or cancelled). */
export function findUnsettledRentals(db: Executor, userId: string) {
  return db
    .selectFrom('rentals')
    .select(['id', 'status', 'start_date', 'end_date'])
    .where('user_id', '=', userId)
    .where('status', 'not in', SETTLED)
    .orderBy('start_date')
    .execute();
}

/** Charges still to be paid by the customer, and money still to be given back to them. */
export async function countMoneyOwed(
  db: Executor,
  userId: string,
): Promise<{ owedByCustomer: number; owedToCustomer: number }> {
  const rentalIds = db.selectFrom('rentals').select('id').where('user_id', '=', userId);
  const charges = await db
    .selectFrom('payments')
    .select([
      sql<string>`count(*) filter (where status in ('PENDING', 'SCHEDULED'))`.as('owed_by_customer'),
      sql<string>`count(*) filter (where status = 'REFUND_PENDING')`.as('refunds_pending'),
    ])
    .where('rental_id', 'in', rentalIds)
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('rental_id', 'in', rentalIds)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return {
    owedByCustomer: Number(charges.owed_by_customer),
    owedToCustomer: Number(charges.refunds_pending) + Number(refunds.count),
  };
}

/** What erasing keeps: the rentals with a signed contract and the last day money moved on each. */
export function findRentalsToKeep(db: Executor, userId: string) {
  return db
    .selectFrom('rentals')
    .leftJoin('payments', 'payments.rental_id', 'rentals.id')
    .select([
      'rentals.id',
      'rentals.end_date',
      'rentals.signed_at',
      (eb) => eb.fn.max('payments.created_at').as('last_payment_at'),
      (eb) => eb.fn.max('payments.paid_at').as('last_paid_at'),
      (eb) => eb.fn.max('payments.refunded_at').as('last_refund_at'),
    ])
    .where('rentals.user_id', '=', userId)
    .groupBy(['rentals.id', 'rentals.end_date', 'rentals.signed_at'])
    .orderBy('rentals.id')
    .execute();
}

/** Profile fields emptied; the e-mail becomes `placeholderEmail`, the password one no hash matches. */
export async function anonymiseUser(
  db: Executor,
  userId: string,
  placeholder: { email: string; name: string; passwordHash: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: placeholder.email,
      name: placeholder.name,
      password_hash: placeholder.passwordHash,
      phone: null,
      birthdate: null,
      hometown: null,
      hometown_state: null,
      profession: null,
      rg: null,
      rg_issuer: null,
      rg_issuer_state: null,
      cpf_or_cnpj: null,
      fathers_full_name: null,
      mothers_full_name: null,
      cpf_file_name: null,
      rg_file_name: null,
      address_street: null,
      address_number: null,
      address_complement: null,
      address_post_code: null,
      address_neighborhood: null,
      address_city_name: null,
      address_state_initials: null,
      permissions: toJson([]),
      deleted_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** The guests, plates and arrival time the customer told us: the front desk's, not the contract's. */
export async function eraseStayDetails(db: Executor, userId: string): Promise<void> {
  const rentalIds = db.selectFrom('rentals').select('id').where('user_id', '=', userId);
  await db.deleteFrom('rental_occupants').where('rental_id', 'in', rentalIds).execute();
  await db
    .updateTable('rentals')
    .set({ occupants_ids: toJson([]), vehicle_plates: toJson([]), expected_arrival_time: null })
    .where('user_id', '=', userId)
    .execute();
  // The customer's photos go with their files; the request's text stays as the apartment's repair history.
  const requestIds = db.selectFrom('maintenance_requests').select('id').where('rental_id', 'in', rentalIds);
  await db
    .updateTable('maintenance_requests')
    .set({ photos: toJson([]) })
    .where('rental_id', 'in', rentalIds)
    .execute();
  await db
    .updateTable('maintenance_request_comments')
    .set({ photos: toJson([]) })
    .where('request_id', 'in', requestIds)
    .where('author_role', '=', 'CUSTOMER')
    .execute();
}

/** Removes the upload records and answers their file names, whose bytes the caller deletes after commit. */
export async function deleteUploadsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('uploads').where('owner_id', '=', userId).returning('file_name').execute();
  return rows.map((row) => row.file_name);
}

export async function deleteResetCodesOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('password_reset_codes').where('user_id', '=', userId).execute();
}

/** Every session ends; their rows stay as the access log the law asks for (erased by keep-until). */
export async function endSessionsOf(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** E-mails to the address and messages sent from it: copies of personal data with no duty to keep them. */
export async function deleteMessagesOf(db: Executor, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.deleteFrom('outbox').where(sql<string>`lower(to_address)`, '=', address).execute();
  await db.deleteFrom('contact_messages').where(sql<string>`lower(email)`, '=', address).execute();
}

export interface NewRetention {
  subject: RetentionSubject;
  reference: string;
  legalBasis: string;
  keepUntil: string;
}

export async function insertRetention(
  db: Executor,
  userId: string,
  records: readonly NewRetention[],
  now: Date,
): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto('data_retention')
    .values(
      records.map((record) => ({
        user_id: userId,
        subject: record.subject,
        reference: record.reference,
        legal_basis: record.legalBasis,
        keep_until: record.keepUntil,
        created_at: now,
      })),
    )
    .execute();
}
