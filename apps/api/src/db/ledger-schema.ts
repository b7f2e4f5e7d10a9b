import type { ColumnType, Generated, Selectable } from 'kysely';

// The ledger's tables (migration 202611290900, decision 0020), part of `Database` in schema.ts.
// Only modules/ledger reads or writes them.

export type LedgerAccountCode =
  | '1.1.1'
  | '1.1.2'
  | '1.1.3'
  | '1.1.4'
  | '2.1.1'
  | '2.1.2'
  | '3.1.1'
  | '3.1.2'
  | '3.1.3'
  | '3.2.1'
  | '4.1.1';

export type JournalEntryKind =
  | 'CHARGE'
  | 'PAYMENT'
  | 'REFUND'
  | 'CREDIT'
  | 'FEE'
  | 'DEPOSIT'
  | 'DEPOSIT_YIELD'
  | 'DEPOSIT_DEDUCTION'
  | 'DEPOSIT_RETURN'
  | 'CHARGEBACK';

export interface LedgerAccountsTable {
  code: LedgerAccountCode;
  name: string;
  type: 'ASSET' | 'LIABILITY' | 'REVENUE' | 'EXPENSE';
  position: number;
}

export interface JournalEntriesTable {
  id: Generated<string>;
  /** The journal's order (an identity column): entries of one instant keep the order they were posted in. */
  seq: ColumnType<number, never, never>;
  at: Date;
  kind: JournalEntryKind;
  description: string;
  rental_id: string | null;
  payment_id: string | null;
  refund_id: string | null;
  /** What caused the entry ('payment:<id>:paid'…): a movement is posted once. */
  source_key: string;
  recorded_at: Generated<Date>;
}

export interface JournalLinesTable {
  entry_id: string;
  line: number;
  account: LedgerAccountCode;
  /** bigint in the database; the type parser reads it as a number (cents stay far below 2^53). */
  debit_cents: ColumnType<number, number | undefined, never>;
  credit_cents: ColumnType<number, number | undefined, never>;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
}

export type JournalEntryRow = Selectable<JournalEntriesTable>;
export type JournalLineRow = Selectable<JournalLinesTable>;
