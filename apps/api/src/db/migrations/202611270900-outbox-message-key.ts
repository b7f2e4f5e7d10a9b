import { type Kysely, sql } from 'kysely';

// A message composed by a job (the rental e-mails, decision 0011) carries a key naming what it is about
// (`rental.notify:APPROVED:<rental id>`): a job run again after a crash that followed its commit finds
// its message already in the outbox and writes no second one. Messages without a key (NULL) are free
// to repeat. Frozen once released, like every migration.

const up = ['alter table outbox add column message_key text constraint outbox_message_key_unique unique'];

const down = ['alter table outbox drop column message_key'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const outboxMessageKey = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
