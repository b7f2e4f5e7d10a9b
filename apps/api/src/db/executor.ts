import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** What a repository function runs on: the database, or the transaction a service opened. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * More work for a service's transaction, given what it wrote (e.g. the audit entry of a staff action):
 * it commits with that write or not at all; throwing from it rolls the whole transaction back.
 */
export type TransactionStep<T> = (trx: Transaction<Database>, written: T) => Promise<void>;
