import { effectiveGuarantee, nightsBetween, type RentRegime, rentRegime } from '@estadia/domain';
import type { RentalRow } from '../../db/schema.ts';

type LeaseRow = Pick<RentalRow, 'start_date' | 'end_date' | 'rent_guarantee_type' | 'security_deposit_cents'>;

/** The guarantee the rental really has (a caução only with an amount to pay): domain's effectiveGuarantee. */
export function guaranteeOfLease(rental: Pick<LeaseRow, 'rent_guarantee_type' | 'security_deposit_cents'>) {
  return effectiveGuarantee(rental.rent_guarantee_type, rental.security_deposit_cents);
}

/** When the rental's rent may be charged (rent-regime.ts), from its nights and the guarantee it really has. */
export function leaseRegime(rental: LeaseRow): RentRegime {
  return rentRegime(nightsBetween(rental.start_date, rental.end_date), guaranteeOfLease(rental));
}
