// The reads of payments other modules may make (and the locks they take before a money command):
// the only way in to the payments' rows from outside modules/payments. The commands that change them
// are in money-commands.ts; what a rental's payments received and gave back is in money-reads.ts.

/** What the customer paid for a charge: card interest included. */
export { chargedCents } from './refunds/refund-requests.ts';
export {
  countOverdueCharges,
  findPayment,
  findRentalsPayments,
  LIVE_UNPAID_STATUSES,
  lockRentalPayments,
} from './repository.ts';
