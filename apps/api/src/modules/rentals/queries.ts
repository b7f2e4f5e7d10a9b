/**
 * What other modules may read and lock of a rental: its rows are this module's own. A lock is taken in
 * the caller's transaction, rental first, then the rows that hang from it.
 */
export {
  findRental,
  findRentedStaysOwingSince,
  findUserRental,
  lockApartment,
  lockRental,
  lockUserRental,
} from './repository.ts';
