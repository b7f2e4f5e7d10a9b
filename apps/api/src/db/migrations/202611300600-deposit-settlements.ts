import { type Kysely, sql } from 'kysely';

// The caução's settlement after check-out (api.md 'Guarantees and the law of the lease'): one per rental,
// the deductions staff propose (each tied to a move-out inspection item found worse, or to money owed),
// the customer's answer within 5 days, and when it was settled. The deductions kept are revenue of their
// own (3.2.1), never rent: the billing rule's contracted value is the stay's (3.1.x).
// Frozen once released, like every migration.

const up = [
  `create table deposit_settlements (
     rental_id uuid primary key references rentals (id),
     status text not null check (status in ('PROPOSED', 'AGREED', 'CONTESTED', 'SETTLED')),
     deductions jsonb not null default '[]',
     deducted_cents integer not null check (deducted_cents >= 0),
     proposed_at timestamptz not null,
     contest_deadline timestamptz not null,
     proposed_by text not null,
     acknowledged_at timestamptz,
     comments text check (char_length(comments) <= 2000),
     settled_at timestamptz,
     settled_by text,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index deposit_settlements_due_idx on deposit_settlements (contest_deadline)
     where status in ('PROPOSED', 'AGREED')`,
  `insert into ledger_accounts (code, name, type, position) values
     ('3.2.1', 'Descontos retidos de cauções', 'REVENUE', 9)`,
];

const down = ['drop table deposit_settlements'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const depositSettlements = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
