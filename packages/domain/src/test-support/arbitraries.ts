// Generators shared by the property tests; not part of the public API.
import fc from 'fast-check';
import { fromDayNumber } from '../dates/iso-date.ts';

export const MIN_DAY_NUMBER = -719_162; // 0001-01-01
export const MAX_DAY_NUMBER = 2_932_896; // 9999-12-31

/** Any date from 0001-01-01 to 9999-12-31. */
export const isoDateArbitrary = fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER }).map(fromDayNumber);

/** Dates a booking could use (1990 to 2100), so adding some nights never leaves the calendar. */
export const bookingDateArbitrary = fc.integer({ min: 7305, max: 47_482 }).map(fromDayNumber);

/** A price in reais with at most two decimals, up to R$ 1.000.000,00. */
export const reaisArbitrary = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);
