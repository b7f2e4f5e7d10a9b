import type { Executor } from '../../db/executor.ts';

// Every table that holds something about one customer, read for their copy (LGPD art. 18, II and V).
// One place lists them all, so a table that gains personal data is added here and in erasure-repository.ts.

export function findOwnUploads(db: Executor, userId: string) {
  return db
    .selectFrom('uploads')
    .select(['file_name', 'original_name', 'media_type', 'size_bytes', 'created_at'])
    .where('owner_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function findOwnRentals(db: Executor, userId: string) {
  return db.selectFrom('rentals').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export function findOccupantsOf(db: Executor, rentalIds: readonly string[]) {
  if (rentalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rental_occupants')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .orderBy('rental_id')
    .orderBy('position')
    .execute();
}

export function findPaymentsOf(db: Executor, rentalIds: readonly string[]) {
  if (rentalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .orderBy('created_at')
    .orderBy('installment')
    .execute();
}

export function findInspectionsOf(db: Executor, rentalIds: readonly string[]) {
  if (rentalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inspections')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .orderBy('created_at')
    .execute();
}

export function findMaintenanceRequestsOf(db: Executor, rentalIds: readonly string[]) {
  if (rentalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('maintenance_requests')
    .selectAll()
    .where('rental_id', 'in', [...rentalIds])
    .orderBy('created_at')
    .execute();
}

export function findMaintenanceCommentsOf(db: Executor, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('maintenance_request_comments')
    .select(['request_id', 'author_role', 'text', 'photos', 'created_at'])
    .where('request_id', 'in', [...requestIds])
    .orderBy('seq')
    .execute();
}

export function findContractSignaturesBy(db: Executor, userId: string) {
  return db
    .selectFrom('contract_signatures')
    .select(['rental_id', 'email', 'signed_at', 'ip', 'user_agent', 'contract_sha256'])
    .where('user_id', '=', userId)
    .orderBy('signed_at')
    .execute();
}

export function findAddendumSignaturesBy(db: Executor, userId: string) {
  return db
    .selectFrom('extension_signatures')
    .select(['extension_id', 'email', 'signed_at', 'ip', 'user_agent', 'addendum_sha256'])
    .where('user_id', '=', userId)
    .orderBy('signed_at')
    .execute();
}

/** Sessions' metadata only: the token hash is a credential, not the customer's data. */
export function findSessionsOf(db: Executor, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * Entries about the customer and the records of their rentals, whoever acted. Not every entry the
 * account wrote: a member of staff's entries are about other customers.
 */
export function findAuditEntriesAbout(db: Executor, userId: string, targets: readonly string[]) {
  return db
    .selectFrom('audit_log')
    .select(['at', 'action', 'target', 'actor_id'])
    .where('target', 'in', [`user:${userId}`, ...targets])
    .orderBy('at')
    .orderBy('id')
    .execute();
}
