import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { JOB_QUEUE_NAME, JOB_QUEUE_SCHEMA } from '../../lib/jobs/job-queue.ts';
import type { RentalNotice } from '../rentals/rental-notices.ts';
import { RENTAL_NOTICES_JOB } from './rental-notices-job.ts';

// Tests of the rental e-mails as jobs: the `rental.notify` jobs a rental has, and transactions made to
// fail at their very end (after every statement ran, the e-mail's job included), as a crash or a lost
// connection at commit would.

const jobTable = sql.table(`${JOB_QUEUE_SCHEMA}.job`);

/** How many `rental.notify` jobs of this event the rental has (waiting, run or failed). */
export async function notifyJobs(
  db: Kysely<Database>,
  rentalId: string,
  event: RentalNotice['event'],
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from ${jobTable}
    where name = ${JOB_QUEUE_NAME} and data->>'job' = ${RENTAL_NOTICES_JOB}
      and data->'payload'->>'rentalId' = ${rentalId} and data->'payload'->>'event' = ${event}`.execute(db);
  return rows[0]?.count ?? 0;
}

/**
 * Runs the rental's finished `rental.notify` jobs of this event again, as the queue would after a
 * crash between the e-mail's commit and the job being marked done; returns how many were due again.
 */
export async function runNotifyJobsAgain(
  db: Kysely<Database>,
  rentalId: string,
  event: RentalNotice['event'],
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    update ${jobTable} set state = 'retry', start_after = ${now}, completed_on = null
    where name = ${JOB_QUEUE_NAME} and data->>'job' = ${RENTAL_NOTICES_JOB} and state = 'completed'
      and data->'payload'->>'rentalId' = ${rentalId} and data->'payload'->>'event' = ${event}
    returning id`.execute(db);
  return rows.length;
}

/**
 * Installs (once per database) a check, deferred to commit, on every write of a rental, a payment or a
 * provider's payment event: while `refusingCommits` runs, a transaction that wrote one fails at its
 * commit and leaves nothing.
 */
export async function installCommitRefusal(db: Kysely<Database>): Promise<void> {
  await sql`create table if not exists test_refused_commits (refused boolean primary key)`.execute(db);
  await sql`
    create or replace function test_refuse_commit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_refused_commits) then
        raise exception 'commit refused by the test';
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['rentals', 'payments', 'payment_events']) {
    await sql`drop trigger if exists test_refuse_commit on ${sql.table(table)}`.execute(db);
    await sql`
      create constraint trigger test_refuse_commit after insert or update on ${sql.table(table)}
      deferrable initially deferred for each row execute function test_refuse_commit()`.execute(db);
  }
}

/** Runs `work` with every commit that wrote a rental, a payment or an event failing (see installCommitRefusal). */
export async function refusingCommits<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  await sql`insert into test_refused_commits values (true)`.execute(db);
  try {
    return await work();
  } finally {
    await sql`delete from test_refused_commits`.execute(db);
  }
}
