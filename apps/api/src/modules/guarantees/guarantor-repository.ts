import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import type { RentalGuarantorRow, StoredGuarantorAnswers } from '../../db/schema.ts';

// The rental_guarantors table (migration 202611300800): this module's own.

export function findGuarantors(db: Executor, rentalIds: readonly string[]): Promise<RentalGuarantorRow[]> {
  if (rentalIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('rental_guarantors').selectAll().where('rental_id', 'in', rentalIds).execute();
}

export function findGuarantor(db: Executor, rentalId: string): Promise<RentalGuarantorRow | undefined> {
  return db.selectFrom('rental_guarantors').selectAll().where('rental_id', '=', rentalId).executeTakeFirst();
}

/** Under lock (the rental's taken first by the caller). */
export function lockGuarantor(db: Executor, rentalId: string): Promise<RentalGuarantorRow | undefined> {
  return db
    .selectFrom('rental_guarantors')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findRentalOfInvitation(db: Executor, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rental_guarantors')
    .select('rental_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.rental_id;
}

/** A new invitation: a fiador named (again), any earlier answers dropped. */
export async function saveInvitation(
  db: Executor,
  invitation: {
    rental_id: string;
    name: string;
    email: string;
    cpf: string;
    token_hash: string;
    invited_at: Date;
  },
): Promise<void> {
  const { rental_id: _rentalId, ...changes } = invitation;
  await db
    .insertInto('rental_guarantors')
    .values(invitation)
    .onConflict((conflict) =>
      conflict.column('rental_id').doUpdateSet({
        ...changes,
        user_id: null,
        answers: null,
        documents: '[]',
        accepted_at: null,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function saveAnswers(
  db: Executor,
  rentalId: string,
  answered: { userId: string; answers: StoredGuarantorAnswers; documents: string[]; at: Date },
): Promise<void> {
  await db
    .updateTable('rental_guarantors')
    .set({
      user_id: answered.userId,
      answers: toJson(answered.answers),
      documents: toJson(answered.documents),
      accepted_at: answered.at,
      updated_at: new Date(),
    })
    .where('rental_id', '=', rentalId)
    .execute();
}

/** The rentals whose fiador the account answered for (the fiador sees those, nothing else of the customer's). */
export async function findRentalsGuaranteedBy(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rental_guarantors')
    .select('rental_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.rental_id);
}

/** Fiadores who answered and wait for staff's decision, oldest answer first. */
export function findGuarantorsAwaitingReview(
  db: Executor,
  limit: number,
): Promise<{ rental_id: string; name: string; accepted_at: Date | null }[]> {
  return db
    .selectFrom('rental_guarantors as g')
    .innerJoin('rental_guarantees as r', 'r.rental_id', 'g.rental_id')
    .select(['g.rental_id', 'g.name', 'g.accepted_at'])
    .where('g.accepted_at', 'is not', null)
    .where('r.type', '=', 'GUARANTOR')
    .where('r.status', '=', 'PENDING')
    .orderBy('g.accepted_at')
    .limit(limit)
    .execute();
}

/** Whether `userId` answered as the fiador of `rentalId`. */
export async function answeredAsGuarantor(db: Executor, userId: string, rentalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('rental_guarantors')
    .select('rental_id')
    .where('rental_id', '=', rentalId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The rentals `userId` answered for as fiador, the newest answer first. */
export async function findGuaranteedRentalIds(
  db: Executor,
  userId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('rental_guarantors')
    .select('rental_id')
    .where('user_id', '=', userId)
    .orderBy('accepted_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.rental_id);
}

/** What `userId` answered as fiador, for their own copy of their data (LGPD, art. 18). */
export function findGuarantorAnswersBy(db: Executor, userId: string): Promise<RentalGuarantorRow[]> {
  return db
    .selectFrom('rental_guarantors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('accepted_at')
    .execute();
}
