import { type JournalEntryKind, rentalShortId } from '@estadia/domain';
import type { BadgeTone } from '../ui/badge';

/** The tone of each kind's badge on a statement (its label is the domain's JOURNAL_ENTRY_KIND_LABELS). */
export const STATEMENT_KIND_TONES: Record<JournalEntryKind, BadgeTone> = {
  CHARGE: 'neutral',
  PAYMENT: 'success',
  REFUND: 'info',
  CREDIT: 'info',
  FEE: 'warning',
  DEPOSIT: 'neutral',
  DEPOSIT_YIELD: 'success',
  DEPOSIT_DEDUCTION: 'warning',
  DEPOSIT_RETURN: 'info',
  CHARGEBACK: 'error',
};

/** The file name of a rental's extrato as PDF (the one the API gives it). */
export function statementFileName(rentId: string): string {
  return `extrato-${rentalShortId(rentId)}.pdf`;
}
