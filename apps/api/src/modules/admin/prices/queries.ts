/** How many apartments each project has, for the dashboard's occupancy. */
export { countApartmentsByProject } from './repository.ts';
