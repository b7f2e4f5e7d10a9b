import {
  GUARANTEE_QUEUE_STEP_LABELS,
  GUARANTEE_QUEUE_STEPS,
  type GuaranteeQueue,
  type GuaranteeQueueItem,
  type GuaranteeQueueStep,
  rentalShortId,
} from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { DepositSettlementRow, RentalRow } from '../../db/schema.ts';
import { findGuarantorsAwaitingReview } from '../guarantees/queries.ts';
import { findCustomer } from '../notifications/queries.ts';
import { findHeldDeposits, findPendingYieldTransfers, listSavingsRates } from '../payments/money-queries.ts';
import { findRental } from '../rentals/queries.ts';
import { findSettlements } from './repository.ts';

// The back-office's guarantees queue: each fiador who answered and waits for staff, each caução held past its
// stay that staff must settle (or that waits for its customer), each yield to transfer, and the poupança rates
// still missing.

const LIMIT = 200;

/** Where a caução held past its stay stands; undefined while the stay goes on. */
function depositStep(
  rental: RentalRow,
  settlement: DepositSettlementRow | undefined,
): { step: GuaranteeQueueStep; since: Date; deadline: Date | null } | undefined {
  const ended = rental.checked_out_at ?? (rental.status === 'FINISHED' ? rental.updated_at : null);
  if (!ended) return undefined;
  switch (settlement?.status) {
    case undefined:
      return { step: 'DEPOSIT_TO_PROPOSE', since: ended, deadline: null };
    case 'PROPOSED':
      return {
        step: 'DEPOSIT_AWAITING_CUSTOMER',
        since: settlement.proposed_at,
        deadline: settlement.contest_deadline,
      };
    case 'CONTESTED':
      return {
        step: 'DEPOSIT_CONTESTED',
        since: settlement.acknowledged_at ?? settlement.proposed_at,
        deadline: null,
      };
    case 'AGREED':
      return {
        step: 'DEPOSIT_TO_SETTLE',
        since: settlement.acknowledged_at ?? settlement.proposed_at,
        deadline: null,
      };
    default:
      return undefined;
  }
}

interface QueueEntry {
  step: GuaranteeQueueStep;
  since: Date;
  deadline: Date | null;
  amountCents: number | null;
}

/** The queue's line for a rental, read once by the caller. */
async function item(
  db: Executor,
  rentalId: string,
  rental: RentalRow | undefined,
  entry: QueueEntry,
): Promise<GuaranteeQueueItem> {
  const customer = rental ? await findCustomer(db, rental.user_id) : undefined;
  return {
    rentalId,
    reference: rentalShortId(rentalId),
    customerName: customer?.name ?? '—',
    step: entry.step,
    stepLabel: GUARANTEE_QUEUE_STEP_LABELS[entry.step],
    amountCents: entry.amountCents,
    since: entry.since.toISOString(),
    deadline: entry.deadline?.toISOString() ?? null,
  };
}

export async function guaranteeQueue(db: Executor, now: Date): Promise<GuaranteeQueue> {
  const holding = await findHeldDeposits(db, LIMIT, { withCards: true });
  const settlements = new Map(
    (
      await findSettlements(
        db,
        holding.map((held) => held.rental_id),
      )
    ).map((row) => [row.rental_id, row]),
  );
  const items: GuaranteeQueueItem[] = [];
  for (const held of holding) {
    const rental = await findRental(db, held.rental_id);
    const step = rental && depositStep(rental, settlements.get(held.rental_id));
    if (step) items.push(await item(db, held.rental_id, rental, { ...step, amountCents: held.amount_cents }));
  }
  for (const guarantor of await findGuarantorsAwaitingReview(db, LIMIT))
    items.push(
      await item(db, guarantor.rental_id, await findRental(db, guarantor.rental_id), {
        step: 'GUARANTOR_TO_REVIEW',
        since: guarantor.accepted_at ?? new Date(0),
        deadline: null,
        amountCents: null,
      }),
    );
  for (const transfer of await findPendingYieldTransfers(db, LIMIT))
    items.push(
      await item(db, transfer.rental_id, await findRental(db, transfer.rental_id), {
        step: 'YIELD_TRANSFER',
        since: transfer.requested_at,
        deadline: null,
        amountCents: transfer.amount_cents,
      }),
    );
  const order = (step: GuaranteeQueueStep) => GUARANTEE_QUEUE_STEPS.indexOf(step);
  items.sort((a, b) => order(a.step) - order(b.step) || a.since.localeCompare(b.since));
  const { missingMonths } = await listSavingsRates(db, now);
  return { items, missingRateMonths: missingMonths };
}
