import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types.ts';

// The caução's settlement after check-out (migration 202611300600). Part of `Database` in schema.ts.

/** A deduction as stored: the inspection item's photos copied when it was proposed. */
export interface StoredDeduction {
  description: string;
  amountCents: number;
  inspectionItemIndex: number | null;
  /** The move-out inspection the item is in (its photos are served under it). */
  inspectionId: string | null;
  photos: string[];
}

export interface DepositSettlementsTable {
  rental_id: string;
  status: 'PROPOSED' | 'AGREED' | 'CONTESTED' | 'SETTLED';
  deductions: ColumnType<StoredDeduction[], string | undefined, string>;
  deducted_cents: number;
  proposed_at: Date;
  contest_deadline: Date;
  /** Who proposed it (the staff member's e-mail). */
  proposed_by: string;
  acknowledged_at: Date | null;
  comments: string | null;
  settled_at: Date | null;
  /** The staff member's e-mail, or 'sistema' when it settled by itself after the deadline. */
  settled_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An official monthly poupança rate (migration 202611300700). */
export interface SavingsRatesTable {
  /** The month's first day. */
  month: ColumnType<string, string, string>;
  rate_per_million: number;
  source: 'BCB' | 'STAFF';
  updated_by: string | null;
  updated_at: UpdatedAt;
}

/** A month of poupança yield credited to a caução held (the payments module writes it with its journal entry). */
export interface DepositYieldsTable {
  rental_id: string;
  period: number;
  payment_id: string;
  starts_on: ColumnType<string, string, string>;
  ends_on: ColumnType<string, string, string>;
  base_cents: number;
  rate_per_million: number;
  yield_cents: number;
  credited_at: Date;
}

export interface DepositTables {
  deposit_settlements: DepositSettlementsTable;
  savings_rates: SavingsRatesTable;
  deposit_yields: DepositYieldsTable;
}

export type SavingsRateRow = Selectable<SavingsRatesTable>;
export type DepositYieldRow = Selectable<DepositYieldsTable>;
export type DepositSettlementRow = Selectable<DepositSettlementsTable>;
export type NewDepositSettlement = Insertable<DepositSettlementsTable>;
export type DepositSettlementUpdate = Updateable<DepositSettlementsTable>;
