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

export interface DepositTables {
  deposit_settlements: DepositSettlementsTable;
}

export type DepositSettlementRow = Selectable<DepositSettlementsTable>;
export type NewDepositSettlement = Insertable<DepositSettlementsTable>;
export type DepositSettlementUpdate = Updateable<DepositSettlementsTable>;
