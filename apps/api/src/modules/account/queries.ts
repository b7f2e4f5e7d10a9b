/** What other modules (login, staff, privacy) may read and lock of a user: the users' rows are this module's own. */
export { findUserByEmail, findUserById, lockUser } from './repository.ts';
