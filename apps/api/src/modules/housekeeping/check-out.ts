import type { Executor } from '../../db/executor.ts';
import { findApartmentState, insertCheckOutTask, upsertState } from './repository.ts';

export interface CheckOutHousekeeping {
  apartmentId: string;
  rentalId: string;
  now: Date;
}

/**
 * What a check-out leaves behind: the apartment is dirty and has a cleaning task. Call it inside the
 * check-out's transaction, so both happen with the check-out or not at all. Idempotent: one task per
 * rental. An apartment already out of order stays so (its block keeps holding the nights); the task is
 * still made, since it needs cleaning before it returns to service.
 */
export async function markDirtyAfterCheckOut(
  executor: Executor,
  checkOut: CheckOutHousekeeping,
): Promise<void> {
  const current = await findApartmentState(executor, checkOut.apartmentId);
  if (!current) throw new Error(`markDirtyAfterCheckOut: no apartment ${checkOut.apartmentId}`);
  if (current.state !== 'OUT_OF_ORDER')
    await upsertState(executor, {
      apartmentId: checkOut.apartmentId,
      state: 'DIRTY',
      reason: null,
      blockId: null,
      at: checkOut.now,
      by: null,
    });
  await insertCheckOutTask(executor, {
    apartmentId: checkOut.apartmentId,
    rentalId: checkOut.rentalId,
    at: checkOut.now,
  });
}
