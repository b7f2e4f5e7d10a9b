import type { DoorRevokeReason } from '@estadia/domain';
import type { Generated, Selectable } from 'kysely';

// The door's tables (migration 202611281010, decision 0019), part of `Database` in schema.ts.

export interface DoorAccessGrantsTable {
  id: Generated<string>;
  rental_id: string;
  apartment_id: string;
  code: string;
  valid_from: Date;
  valid_until: Date;
  granted_at: Date;
  revoked_at: Date | null;
  revoke_reason: DoorRevokeReason | null;
  /** Raised at every change the lock must learn (a window moved, a revocation). */
  version: Generated<number>;
  /** The version the lock last confirmed. */
  lock_synced_version: Generated<number>;
  lock_synced_at: Date | null;
  lock_sync_error: string | null;
}

/** The built-in lock provider's memory, one row per grant, as a real lock would keep its PIN codes. */
export interface SandboxLockCodesTable {
  grant_id: string;
  apartment_id: string;
  code: string;
  valid_from: Date;
  valid_until: Date;
  revoked_at: Date | null;
  version: number;
  /** How many times the lock was written: a job run twice writes once. */
  writes: Generated<number>;
  updated_at: Date;
}

export interface DoorAccessTables {
  door_access_grants: DoorAccessGrantsTable;
  sandbox_lock_codes: SandboxLockCodesTable;
}

export type DoorAccessGrantRow = Selectable<DoorAccessGrantsTable>;
export type SandboxLockCodeRow = Selectable<SandboxLockCodesTable>;
