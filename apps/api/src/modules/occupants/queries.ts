/** Who is staying, for the front desk's guest list. */
export { findOccupantsOf } from './repository.ts';
