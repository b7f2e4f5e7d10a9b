/**
 * How other modules change a rental's row (its status, value, payment type, signature), in their own
 * transaction and under the lock they took with queries.ts.
 */
export { updateRental } from './repository.ts';
