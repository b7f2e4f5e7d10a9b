import { type Kysely, sql } from 'kysely';

// A contract signature is evidence: once written it is never changed or removed, as the audit log
// (migration 202611241200). The database refuses it, whatever the code above it does.
// Frozen once released, like every migration.

const up = [
  `create function contract_signatures_append_only() returns trigger language plpgsql as $$
   begin
     raise exception 'contract_signatures is append-only' using errcode = '42501';
   end $$`,
  `create trigger contract_signatures_no_change before update or delete on contract_signatures
     for each row execute function contract_signatures_append_only()`,
  `create trigger contract_signatures_no_truncate before truncate on contract_signatures
     for each statement execute function contract_signatures_append_only()`,
];

const down = [
  'drop trigger contract_signatures_no_truncate on contract_signatures',
  'drop trigger contract_signatures_no_change on contract_signatures',
  'drop function contract_signatures_append_only()',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const appendOnlySignatures = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
