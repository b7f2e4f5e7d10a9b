import { type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';

// The durable job queue (decision 0011): pg-boss's tables in the `pgboss` schema and the one queue the
// app's jobs share, `estadia-jobs` (lib/jobs/job-queue.ts), created here so a freshly migrated database
// (and the tests' migrated template) already has them, in the same all-or-none transaction as every
// other migration. The script is pg-boss's construction script for the version in package.json; a later
// pg-boss upgrades its own schema when the server starts (`migrate: true`). pg-boss wraps the script in
// `begin; … commit;`; inside the migrator's transaction those two would end that transaction early, so
// only what is between them runs.

function constructionScript(): string {
  const script = PgBoss.getConstructionPlans('pgboss').trim();
  const body = /^BEGIN;([\s\S]*)COMMIT;$/.exec(script)?.[1];
  if (body === undefined) throw new Error('pg-boss construction script has an unexpected shape');
  return body;
}

export const jobQueue = {
  up: async (db: Kysely<unknown>) => {
    await sql.raw(constructionScript()).execute(db);
    await sql`select pgboss.create_queue('estadia-jobs', '{"policy":"standard"}'::json)`.execute(db);
  },
  down: async (db: Kysely<unknown>) => {
    await sql.raw('drop schema pgboss cascade').execute(db);
  },
};
