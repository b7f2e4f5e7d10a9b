import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { PasswordResetCodeRow, ResetCodeClosedReason } from '../../db/schema.ts';

export interface NewResetCode {
  userId: string;
  selector: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertResetCode(db: Executor, code: NewResetCode): Promise<void> {
  await db
    .insertInto('password_reset_codes')
    .values({
      user_id: code.userId,
      selector: code.selector,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** The open code with this selector (at most one: a partial unique index holds it). */
export function findOpenResetCode(
  db: Executor,
  selector: string,
  options: { lock?: boolean } = {},
): Promise<PasswordResetCodeRow | undefined> {
  let query = db
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('selector', '=', selector)
    .where('closed_at', 'is', null);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function closeResetCode(
  db: Executor,
  id: string,
  reason: ResetCodeClosedReason,
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set({ closed_at: now, closed_reason: reason })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .execute();
}

/** A new request replaces the user's earlier codes: only the latest e-mail works. */
export async function closeOpenResetCodesOfUser(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set({ closed_at: now, closed_reason: 'REPLACED' })
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .execute();
}

/** Frees the selectors of codes whose hour is over, so new codes can use them. */
export async function closeExpiredResetCodes(db: Executor, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set({ closed_at: now, closed_reason: 'EXPIRED' })
    .where('closed_at', 'is', null)
    .where('expires_at', '<=', now)
    .execute();
}

/**
 * Counts a wrong guess in one statement (two concurrent guesses cannot both read 4 and write 5);
 * the guess that reaches the limit burns the code.
 */
export async function recordFailedResetAttempt(
  db: Executor,
  id: string,
  maxAttempts: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set({
      failed_attempts: sql<number>`failed_attempts + 1`,
      // Typed casts: with bare parameters PostgreSQL would resolve the CASE to text.
      closed_at: sql<Date | null>`case when failed_attempts + 1 >= ${maxAttempts}::integer then ${now}::timestamptz end`,
      closed_reason: sql<
        'BURNT' | null
      >`case when failed_attempts + 1 >= ${maxAttempts}::integer then 'BURNT' end`,
    })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .execute();
}
