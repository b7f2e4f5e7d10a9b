/** The apartments' housekeeping states, for the calendar and the dashboard. */
export { findNotReadyForArrivals, findStatesOf } from './repository.ts';
