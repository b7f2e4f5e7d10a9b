import { type Kysely, sql } from 'kysely';

// E-mail delivery moves onto the job queue (decision 0011): each outbox message is delivered by a
// `mail.deliver` job enqueued with it. The messages still unsent when this runs (a failed one waiting for
// its next try, or one whose first try a crash lost) get their job here, with the tries they have left
// of the six they had; the outbox's own retry schedule (`next_attempt_at`) goes, the queue keeps it now.
// Frozen once released, like every migration.

const up = [
  `insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, policy)
   select 'estadia-jobs',
          jsonb_build_object('job', 'mail.deliver', 'payload', jsonb_build_object('outboxId', id)),
          greatest(0, 5 - attempts), 60, true, interval '5 minutes', 'standard'
   from outbox
   where sent_at is null and attempts < 6`,
  'alter table outbox drop column next_attempt_at',
];

const down = [
  'alter table outbox add column next_attempt_at timestamptz',
  `create index outbox_retry_idx on outbox (next_attempt_at) where sent_at is null and next_attempt_at is not null`,
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const outboxOnJobQueue = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
