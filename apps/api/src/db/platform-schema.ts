import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, DateText } from './column-types.ts';

// What the platform keeps for every module: uploads, the e-mail outbox, rate-limit counters, the forms
// sent to the team, and the one-off data steps run.
// Part of `Database` in schema.ts.

/** Guards one-off data steps (the demo catalogue) so they run once per database. */
export interface SeedRunsTable {
  name: string;
  ran_at: CreatedAt;
}

export interface UploadsTable {
  id: Generated<string>;
  file_name: string;
  owner_id: string;
  media_type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size_bytes: number;
  sha256: string;
  original_name: string | null;
  /** What the customer sent it for (migration 202611290930): a transfer letter only counts as one. */
  purpose: Generated<'DOCUMENT' | 'TRANSFER_LETTER'>;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<string>;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  transport: 'smtp' | 'log';
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  /** Failed tries so far; the job queue schedules the next (decision 0011). */
  attempts: Generated<number>;
  /** What a job-composed message is about (unique): its job run again writes no second message. */
  message_key: string | null;
  /** The exact texts the body carries that open an account (codes, links); null once redacted. */
  secrets: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** When the secrets of the stored body were replaced by '[removido]' (decision 0021). */
  redacted_at: Date | null;
}

export interface RateLimitHitsTable {
  key: string;
  count: number;
  reset_at: Date;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
}

export interface CorporateRequestsTable {
  id: Generated<string>;
  company_name: string;
  cnpj: string;
  contact_name: string;
  email: string;
  phone: string;
  guests: number;
  start_date: DateText;
  end_date: DateText;
  message: string | null;
  ip: string | null;
  created_at: CreatedAt;
}

export interface PlatformTables {
  seed_runs: SeedRunsTable;
  uploads: UploadsTable;
  outbox: OutboxTable;
  rate_limit_hits: RateLimitHitsTable;
  contact_messages: ContactMessagesTable;
  corporate_requests: CorporateRequestsTable;
}

export type UploadRow = Selectable<UploadsTable>;
export type NewUpload = Insertable<UploadsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type NewCorporateRequest = Insertable<CorporateRequestsTable>;
