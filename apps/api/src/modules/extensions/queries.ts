/** What other modules (payments, early departure, the e-mails) may read and lock of a rental's extensions. */
export { findExtension, findRentalExtensions, findUserExtension, lockExtension } from './repository.ts';
