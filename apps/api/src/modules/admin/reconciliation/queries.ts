/** How many reconciliation cases are open, for the dashboard. */
export { countOpenReconciliationCases } from './repository.ts';
