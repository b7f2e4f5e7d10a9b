import {
  DEPOSIT_SETTLEMENT_STATUS_LABELS,
  type DepositSettlement,
  type DepositSettlementStatus,
} from '@estadia/domain';
import type { DepositSettlementRow, PaymentRefundRow, PaymentRow } from '../../db/schema.ts';

/** The caução's charge that was paid or reserved on a card (held, or given back or released since), if any. */
export function paidDeposit(payments: readonly PaymentRow[]): PaymentRow | undefined {
  return payments.find(
    (row) =>
      row.purpose === 'DEPOSIT' &&
      ['AUTHORIZED', 'PAID', 'RELEASED', 'REFUND_PENDING', 'REFUNDED'].includes(row.status),
  );
}

/** The settlement as the customer and staff read it: DRAFT until staff propose one. */
export function toSettlement(
  row: DepositSettlementRow | undefined,
  held: { paidCents: number; yieldCents: number },
  transfer?: PaymentRefundRow,
): DepositSettlement {
  const { paidCents: heldCents, yieldCents } = held;
  const status: DepositSettlementStatus = row?.status ?? 'DRAFT';
  const deductions = row?.deductions ?? [];
  const deducted = deductions.reduce((sum, each) => sum + each.amountCents, 0);
  return {
    status,
    statusLabel: DEPOSIT_SETTLEMENT_STATUS_LABELS[status],
    heldCents,
    yieldCents,
    deductions: deductions.map((each) => ({
      description: each.description,
      amountCents: each.amountCents,
      inspectionItemIndex: each.inspectionItemIndex,
      inspectionId: each.inspectionId ?? null,
      photos: each.photos,
    })),
    returnCents: Math.max(0, heldCents + yieldCents - deducted),
    contestDeadline: row?.contest_deadline.toISOString() ?? null,
    proposedAt: row?.proposed_at.toISOString() ?? null,
    acknowledgedAt: row?.acknowledged_at?.toISOString() ?? null,
    comments: row?.comments ?? null,
    settledAt: row?.settled_at?.toISOString() ?? null,
    yieldTransfer: transfer
      ? {
          amountCents: transfer.amount_cents,
          status: transfer.status === 'PENDING' ? 'PENDING' : 'DONE',
          transferredAt: transfer.settled_at?.toISOString() ?? null,
          note: transfer.settlement_note,
        }
      : null,
  };
}
