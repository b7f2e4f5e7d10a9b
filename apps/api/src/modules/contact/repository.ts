import type { Executor } from '../../db/executor.ts';
import type { NewContactMessage, NewCorporateRequest } from '../../db/schema.ts';

export async function insertContactMessage(db: Executor, message: NewContactMessage): Promise<string> {
  const row = await db
    .insertInto('contact_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCorporateRequest(db: Executor, request: NewCorporateRequest): Promise<string> {
  const row = await db
    .insertInto('corporate_requests')
    .values(request)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
