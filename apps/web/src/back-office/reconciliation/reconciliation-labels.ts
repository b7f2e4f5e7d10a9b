import {
  formatBrDateTime,
  pluralize,
  RECONCILIATION_OUTCOME_LABELS,
  type ReconciliationItem,
  type ReconciliationOutcome,
} from '@estadia/domain';
import type { BadgeTone } from '@/components/ui/badge';

export const RECONCILIATION_PAGE_SIZE = 20;

/** Open cases need someone (or the provider) to act: they stand out; a settled case is quiet. */
const OUTCOME_TONES: Record<ReconciliationOutcome, BadgeTone> = {
  CREDITED: 'info',
  REFUND_PENDING: 'warning',
  REFUNDED: 'neutral',
  REFUND_REFUSED: 'error',
  SETTLED: 'success',
  CHARGED_BACK: 'error',
};

/** The case's outcome as a badge: the API's words, or the domain's if a label is missing. */
export function outcomeBadge(item: Pick<ReconciliationItem, 'outcome' | 'outcomeLabel'>): {
  label: string;
  tone: BadgeTone;
} {
  return {
    label: item.outcomeLabel || RECONCILIATION_OUTCOME_LABELS[item.outcome],
    tone: OUTCOME_TONES[item.outcome],
  };
}

/** Open cases first (the API lists newest first), each group keeping that order. */
export function openFirst<T extends { open: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.open), ...items.filter((item) => !item.open)];
}

const when = (instant: string) => formatBrDateTime(new Date(instant), { seconds: false });

/**
 * What became of the money, in a few lines under the badge: when the refund was asked for, how many
 * tries, the provider's last word, when it arrived, and how a person settled it.
 */
export function outcomeDetails(item: ReconciliationItem): string[] {
  const lines: string[] = [];
  const refund = item.refund;
  if (refund) {
    lines.push(`Estorno pedido em ${when(refund.requestedDate)}`);
    if (refund.refundedDate) lines.push(`Estornado em ${when(refund.refundedDate)}`);
    else if (refund.attempts > 0) lines.push(`${pluralize(refund.attempts, 'tentativa')} até agora`);
    if (refund.lastError && !refund.refundedDate) lines.push(`Resposta do provedor: ${refund.lastError}`);
  }
  if (item.resolution) {
    const by = item.resolution.by ? ` por ${item.resolution.by.email}` : '';
    lines.push(`Resolvido em ${when(item.resolution.at)}${by}: ${item.resolution.note}`);
  }
  return lines;
}

/** A refund the provider refused for good, or a chargeback still to recover, is settled by hand. */
export function canSettle(item: Pick<ReconciliationItem, 'outcome'>): boolean {
  return item.outcome === 'REFUND_REFUSED' || item.outcome === 'CHARGED_BACK';
}
