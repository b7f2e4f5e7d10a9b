import { type CancellationPreview, cancellationRefund } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { RentalRow } from '../../db/schema.ts';

export interface Settlement {
  refundCents: number;
  /** Work at the payment provider (refunds, voided codes), to start once the cancellation committed. */
  afterCommit(): void;
}

/**
 * What a cancellation does to the money of a rental. The rentals module decides when a rental may be
 * cancelled; whoever keeps the payments (the payments module) says what was paid, what the policy
 * gives back, and settles it inside the cancelling transaction.
 */
export interface CancellationSettlement {
  preview(db: Executor, rental: RentalRow): Promise<CancellationPreview>;
  settle(trx: Executor, rental: RentalRow, now: Date): Promise<Settlement>;
}

/** Before any payment exists: nothing paid, nothing to give back. */
export const nothingToSettle: CancellationSettlement = {
  async preview(_db, rental) {
    return {
      paidCents: 0,
      ...cancellationRefund({ status: rental.status, paidCents: 0 }),
      alreadyRefundedCents: 0,
    };
  },
  async settle() {
    return { refundCents: 0, afterCommit() {} };
  },
};
