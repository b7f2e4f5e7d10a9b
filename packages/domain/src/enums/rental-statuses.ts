export const RENTAL_STATUSES = [
  'UNFINISHED',
  'WAITING_FOR_PAYMENT',
  'WAITING_FOR_SIGNATURE',
  'WAITING_APPROVAL',
  'RENTED',
  'DEFAULTER',
  'FINISHED',
  'CANCELLED',
] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];
