import { isValidInterval } from '@estadia/domain';
import type { ProjectFilters } from '@/lib/query-keys';
import type { ProjectsFilterValue } from './components/projects/projects-filters';

// /projetos' filters, read the same way by the page and by the server that renders it (src/server-render).

/** The filters of the address: ?city=…&start=YYYY-MM-DD&end=YYYY-MM-DD; dates only as a valid pair. */
export function readProjectFilters(searchParams: URLSearchParams): ProjectsFilterValue {
  const city = searchParams.get('city')?.trim() || null;
  const range = { start: searchParams.get('start'), end: searchParams.get('end') };
  return isValidInterval(range) ? { city, ...range } : { city, start: null, end: null };
}

/** What the list is asked for: the server renders the page with the same query (src/server-render). */
export function projectQueryFilters(filters: ProjectsFilterValue): ProjectFilters {
  const query: ProjectFilters = {};
  if (filters.city) query.city = filters.city;
  if (filters.start && filters.end) {
    query.start = filters.start;
    query.end = filters.end;
  }
  return query;
}
