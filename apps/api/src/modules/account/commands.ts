/** How other modules (login, staff invitations) create a user and change its password, profile or permissions. */
export { insertUser, type NewAccount, setPermissions, updatePasswordHash, updateUser } from './repository.ts';
