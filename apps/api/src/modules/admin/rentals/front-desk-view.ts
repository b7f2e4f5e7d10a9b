import {
  type AdminCustomerProfile,
  type DayWindow,
  FRONT_DESK_STAY_STATUSES,
  type RentalScope,
  stayTouches,
} from '@estadia/domain';
import type { RentalRow } from '../../../db/schema.ts';

// What the front desk reads of a rental of its window (decision 0018): who booked it and the documents
// to check at the door; not the parents' names, the address, the birth date or the profession.

export function frontDeskSees(
  row: Pick<RentalRow, 'status' | 'start_date' | 'end_date'>,
  window: DayWindow,
): boolean {
  return (
    FRONT_DESK_STAY_STATUSES.includes(row.status) &&
    stayTouches({ startDate: row.start_date, endDate: row.end_date }, window)
  );
}

/** True when the scope reads this rental: every one for the rentals area, the window's for the front desk. */
export function scopeSees(
  scope: RentalScope,
  row: Pick<RentalRow, 'status' | 'start_date' | 'end_date'>,
): boolean {
  return scope.kind === 'all' || frontDeskSees(row, scope.window);
}

export function frontDeskCustomer(profile: AdminCustomerProfile): AdminCustomerProfile {
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    cpfOrCnpj: profile.cpfOrCnpj,
    rg: profile.rg,
    rgIssuer: profile.rgIssuer,
    rgIssuerState: profile.rgIssuerState,
    documents: profile.documents,
    createdDate: profile.createdDate,
  };
}
