import {
  type AdminProjectListResponse,
  areaPermission,
  hasPermissions,
  type ProjectListResponse,
} from '@estadia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useActiveUser } from '../lib/me/use-active-user';
import { backOfficeKeys } from './query-keys';

export interface CalendarProject {
  id: string;
  name: string;
  cityName: string;
}

const PRICES_READ = [areaPermission('prices', 'read')];

/**
 * The projects to pick from. `GET /api/admin/projects` belongs to the prices area; a member who may
 * see the calendar but not the prices reads the public catalogue's list instead (the same projects),
 * rather than meet a 403 on the calendar's own page.
 */
export async function getCalendarProjects(
  withPrices: boolean,
  signal?: AbortSignal,
): Promise<CalendarProject[]> {
  const { items } = withPrices
    ? await api.get<AdminProjectListResponse>('admin/projects', { signal })
    : await api.get<ProjectListResponse>('projects', { signal });
  return items.map(({ id, name, city }) => ({ id, name, cityName: city.name }));
}

export function useCalendarProjects() {
  const { data: user } = useActiveUser();
  const withPrices = hasPermissions(user, PRICES_READ);
  return useQuery({
    queryKey: [...backOfficeKeys.projects, withPrices ? 'admin' : 'catalogue'],
    queryFn: ({ signal }) => getCalendarProjects(withPrices, signal),
    staleTime: 5 * 60_000,
  });
}
