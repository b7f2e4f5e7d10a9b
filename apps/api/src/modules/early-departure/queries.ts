/** What other modules (extensions) may read of a rental's early departure: its rows are this module's own. */
export { findEarlyDepartureOf } from './repository.ts';
