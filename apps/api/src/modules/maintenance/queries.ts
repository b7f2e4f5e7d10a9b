/** How many maintenance requests are overdue, for the dashboard. */
export { countOverdueRequests } from './repository.ts';
