import { addDays, type IsoDate } from '../dates/iso-date.ts';
import type { RentalStatus } from '../enums/rental-statuses.ts';
import { hasPermissions, type WithPermissions } from './has-permissions.ts';
import { areaPermission, BACK_OFFICE_ACCESS } from './staff-roles.ts';

// Which customers' rentals a staff member may read (decision 0017). The rentals area reads every one;
// the front desk alone reads the stays at the door: those whose nights touch yesterday, today or
// tomorrow (Brasília), so a late arrival or an early departure is still on its list.

/** Days either side of today that the front desk's stays may touch. */
export const FRONT_DESK_WINDOW_DAYS = 1;

/** Statuses of a stay going on or about to: the ones the front desk may be asked about. */
export const FRONT_DESK_STAY_STATUSES: readonly RentalStatus[] = [
  'WAITING_APPROVAL',
  'WAITING_FOR_SIGNATURE',
  'WAITING_FOR_PAYMENT',
  'RENTED',
  'DEFAULTER',
  'FINISHED',
];

export interface DayWindow {
  from: IsoDate;
  to: IsoDate;
}

export type RentalScope = { kind: 'all' } | { kind: 'frontDesk'; window: DayWindow };

/** Every customer's rental, profile, files and payments (the rentals area). */
export function readsEveryRental(user: WithPermissions | null | undefined): boolean {
  return hasPermissions(user, [BACK_OFFICE_ACCESS, areaPermission('rentals', 'read')]);
}

/** The day's stays at the front desk. */
export function readsFrontDesk(user: WithPermissions | null | undefined): boolean {
  return hasPermissions(user, [BACK_OFFICE_ACCESS, areaPermission('frontDesk', 'read')]);
}

/** Revenue and the other money figures of the dashboard follow the reports area. */
export function readsMoneyFigures(user: WithPermissions | null | undefined): boolean {
  return hasPermissions(user, [BACK_OFFICE_ACCESS, areaPermission('reports', 'read')]);
}

/** Yesterday to tomorrow around `today`, both included. */
export function frontDeskWindow(today: IsoDate): DayWindow {
  return { from: addDays(today, -FRONT_DESK_WINDOW_DAYS), to: addDays(today, FRONT_DESK_WINDOW_DAYS) };
}

/** Every rental for the rentals area; the front desk's window otherwise; null for neither. */
export function rentalScopeOf(user: WithPermissions | null | undefined, today: IsoDate): RentalScope | null {
  if (readsEveryRental(user)) return { kind: 'all' };
  if (readsFrontDesk(user)) return { kind: 'frontDesk', window: frontDeskWindow(today) };
  return null;
}

/** A stay from `startDate` to `endDate` (its check-out day) has a day inside the window. */
export function stayTouches(stay: { startDate: IsoDate; endDate: IsoDate }, window: DayWindow): boolean {
  return stay.startDate <= window.to && stay.endDate >= window.from;
}

/** A date the scope may look at (the front desk's day, the guest list's night). */
export function dayInScope(scope: RentalScope, day: IsoDate): boolean {
  return scope.kind === 'all' || (day >= scope.window.from && day <= scope.window.to);
}
