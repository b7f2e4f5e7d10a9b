import type { RetentionSubject } from '@estadia/domain';
import type { Generated } from 'kysely';

/** What the law makes us keep of a deleted account, why, and until when (decision 0018). */
export interface DataRetentionTable {
  id: Generated<string>;
  user_id: string;
  subject: RetentionSubject;
  /** 'rental:<id>' or 'user:<id>'. */
  reference: string;
  legal_basis: string;
  /** 'YYYY-MM-DD': from this day the record may be erased. */
  keep_until: string;
  created_at: Date;
}
