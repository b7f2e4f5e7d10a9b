import type { GuaranteeStatus, RentGuaranteeType } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import { findGuarantee } from './repository.ts';

/**
 * Where a rental's guarantee stands, for the modules that act on it (approval, billing): the analysis's
 * status when it was analysed as the type the rental names now, else PENDING; null without a guarantee.
 */
export async function guaranteeStatusOf(
  db: Executor,
  rental: { id: string; rent_guarantee_type: RentGuaranteeType | null },
): Promise<GuaranteeStatus | null> {
  if (!rental.rent_guarantee_type) return null;
  const row = await findGuarantee(db, rental.id);
  return row?.type === rental.rent_guarantee_type ? row.status : 'PENDING';
}
