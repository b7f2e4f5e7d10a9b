/** The audit entries of given targets, for the sections that show an item's history. */
export { findAuditEntriesOfTargets } from './repository.ts';
