import { type Kysely, sql } from 'kysely';

// The ledger (decision 0020): every movement of money is a journal entry of two or more lines on the
// chart of accounts, whose debits equal their credits. The database keeps the three promises the code
// above it could forget: an entry is never changed or removed (like the signatures and the audit log),
// an entry that does not balance never commits (a deferred check at the end of its transaction), and a
// movement is posted once (its `source_key`), whatever retries or races reach it.
// Frozen once released, like every migration.

const up = [
  `create table ledger_accounts (
     code text primary key check (code ~ '^[0-9](\\.[0-9]+)+$'),
     name text not null,
     type text not null check (type in ('ASSET', 'LIABILITY', 'REVENUE', 'EXPENSE')),
     position integer not null unique
   )`,
  `insert into ledger_accounts (code, name, type, position) values
     ('1.1.1', 'Clientes a receber', 'ASSET', 1),
     ('1.1.2', 'Saldo no provedor de pagamento', 'ASSET', 2),
     ('1.1.3', 'Contestações a recuperar', 'ASSET', 3),
     ('2.1.1', 'Estornos a pagar a clientes', 'LIABILITY', 4),
     ('2.1.2', 'Cauções de clientes', 'LIABILITY', 5),
     ('3.1.1', 'Receita de locação', 'REVENUE', 6),
     ('3.1.2', 'Multas e tarifas retidas', 'REVENUE', 7),
     ('3.1.3', 'Juros de parcelamento', 'REVENUE', 8)`,
  `create table journal_entries (
     id uuid primary key default gen_random_uuid(),
     seq bigint generated always as identity unique,
     at timestamptz not null,
     kind text not null check (kind in ('CHARGE', 'PAYMENT', 'REFUND', 'CREDIT', 'FEE', 'DEPOSIT',
       'DEPOSIT_YIELD', 'DEPOSIT_DEDUCTION', 'DEPOSIT_RETURN', 'CHARGEBACK')),
     description text not null check (char_length(description) between 1 and 300),
     rental_id uuid references rentals (id),
     payment_id uuid references payments (id),
     refund_id uuid references payment_refunds (id),
     source_key text not null unique check (char_length(source_key) between 1 and 200),
     recorded_at timestamptz not null default now()
   )`,
  'create index journal_entries_rental_idx on journal_entries (rental_id, seq)',
  'create index journal_entries_at_idx on journal_entries (at, seq)',
  'create index journal_entries_payment_idx on journal_entries (payment_id)',
  `create table journal_lines (
     entry_id uuid not null references journal_entries (id),
     line integer not null check (line >= 1),
     account text not null references ledger_accounts (code),
     debit_cents bigint not null default 0 check (debit_cents >= 0),
     credit_cents bigint not null default 0 check (credit_cents >= 0),
     primary key (entry_id, line),
     constraint journal_lines_one_side check ((debit_cents = 0) <> (credit_cents = 0))
   )`,
  'create index journal_lines_account_idx on journal_lines (account)',
  `create function ledger_append_only() returns trigger language plpgsql as $$
   begin
     raise exception '% is append-only', tg_table_name using errcode = '42501';
   end $$`,
  `create trigger journal_entries_no_change before update or delete on journal_entries
     for each row execute function ledger_append_only()`,
  `create trigger journal_entries_no_truncate before truncate on journal_entries
     for each statement execute function ledger_append_only()`,
  `create trigger journal_lines_no_change before update or delete on journal_lines
     for each row execute function ledger_append_only()`,
  `create trigger journal_lines_no_truncate before truncate on journal_lines
     for each statement execute function ledger_append_only()`,
  `create trigger ledger_accounts_no_change before update or delete on ledger_accounts
     for each row execute function ledger_append_only()`,
  `create function journal_entry_balanced() returns trigger language plpgsql as $$
   declare
     entry uuid;
     lines integer;
     debits bigint;
     credits bigint;
   begin
     if tg_table_name = 'journal_lines' then entry := new.entry_id; else entry := new.id; end if;
     select count(*), coalesce(sum(debit_cents), 0), coalesce(sum(credit_cents), 0)
       into lines, debits, credits
       from journal_lines where entry_id = entry;
     if lines < 2 or debits <> credits then
       raise exception 'journal entry % does not balance (% lines, debits %, credits %)',
         entry, lines, debits, credits using errcode = '23514';
     end if;
     return null;
   end $$`,
  `create constraint trigger journal_lines_balanced after insert on journal_lines
     deferrable initially deferred for each row execute function journal_entry_balanced()`,
  `create constraint trigger journal_entries_balanced after insert on journal_entries
     deferrable initially deferred for each row execute function journal_entry_balanced()`,
];

const down = [
  'drop trigger journal_entries_balanced on journal_entries',
  'drop trigger journal_lines_balanced on journal_lines',
  'drop function journal_entry_balanced()',
  'drop trigger ledger_accounts_no_change on ledger_accounts',
  'drop trigger journal_lines_no_truncate on journal_lines',
  'drop trigger journal_lines_no_change on journal_lines',
  'drop trigger journal_entries_no_truncate on journal_entries',
  'drop trigger journal_entries_no_change on journal_entries',
  'drop function ledger_append_only()',
  'drop table journal_lines',
  'drop table journal_entries',
  'drop table ledger_accounts',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const ledgerJournal = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
