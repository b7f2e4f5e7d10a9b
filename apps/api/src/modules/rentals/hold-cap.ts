import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../errors.ts';
import { countUnpaidHolds, lockCustomerHolds } from './hold-cap-repository.ts';

/** Rentals a customer may hold at once with nights taken and nothing paid (api.md, TOO_MANY_HOLDS). */
export const MAX_UNPAID_HOLDS = 3;

export function tooManyHolds(): AppError {
  return new AppError(
    409,
    'TOO_MANY_HOLDS',
    `Você já tem ${MAX_UNPAID_HOLDS} reservas com noites garantidas e ainda sem pagamento. Conclua o ` +
      'pagamento de uma delas, ou cancele a que não for usar, para enviar uma nova.',
  );
}

/**
 * 409 TOO_MANY_HOLDS when the customer already holds the maximum; otherwise the customer stays locked
 * until the caller's transaction ends, so that a concurrent submission sees this one's hold once it
 * is written. Taken first, before the apartment and the rental that the submission locks next.
 */
export async function assertMayHoldMore(trx: Executor, userId: string): Promise<void> {
  await lockCustomerHolds(trx, userId);
  if ((await countUnpaidHolds(trx, userId)) >= MAX_UNPAID_HOLDS) throw tooManyHolds();
}
