import type { Permission, StaffRole } from '@estadia/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, DateText, UpdatedAt } from './column-types.ts';

// People and their access: accounts, sessions, password reset codes and staff invitations.
// Part of `Database` in schema.ts.

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  name: string;
  phone: string | null;
  birthdate: DateText | null;
  hometown: string | null;
  hometown_state: string | null;
  profession: string | null;
  rg: string | null;
  rg_issuer: string | null;
  rg_issuer_state: string | null;
  cpf_or_cnpj: string | null;
  fathers_full_name: string | null;
  mothers_full_name: string | null;
  cpf_file_name: string | null;
  rg_file_name: string | null;
  address_street: string | null;
  address_number: string | null;
  address_complement: string | null;
  address_post_code: string | null;
  address_neighborhood: string | null;
  address_city_name: string | null;
  address_state_initials: string | null;
  permissions: ColumnType<Permission[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Deleted by the customer: the row stays, anonymised (decision 0018). */
  deleted_at: Generated<Date | null>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export type ResetCodeClosedReason = 'USED' | 'BURNT' | 'REPLACED' | 'EXPIRED';

export interface PasswordResetCodesTable {
  id: Generated<string>;
  user_id: string;
  selector: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  failed_attempts: Generated<number>;
  closed_at: Date | null;
  closed_reason: ResetCodeClosedReason | null;
}

export interface StaffInvitationsTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  role: StaffRole;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  closed_at: Date | null;
  /** Accepting asks for the account's current password (true) or sets the first one (false). */
  existing_account: Generated<boolean>;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_codes: PasswordResetCodesTable;
  staff_invitations: StaffInvitationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PasswordResetCodeRow = Selectable<PasswordResetCodesTable>;
export type StaffInvitationRow = Selectable<StaffInvitationsTable>;
