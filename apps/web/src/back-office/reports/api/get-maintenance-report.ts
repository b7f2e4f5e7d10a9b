import type { MaintenanceReport, OccupancyQuery } from '@estadia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** The median time to resolve repair requests per urgency, over the report's period. */
export function getMaintenanceReport(query: OccupancyQuery, signal?: AbortSignal) {
  return api.get<MaintenanceReport>('admin/reports/maintenance', { query: { ...query }, signal });
}

export function useMaintenanceReport(query: OccupancyQuery) {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'reports', 'maintenance', query],
    queryFn: ({ signal }) => getMaintenanceReport(query, signal),
    placeholderData: keepPreviousData,
  });
}
