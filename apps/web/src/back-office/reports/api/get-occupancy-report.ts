import type { OccupancyQuery, OccupancyReport } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Occupancy, revenue, ADR and RevPAR per project and in all, with the nightly series. */
export function getOccupancyReport(query: OccupancyQuery, signal?: AbortSignal) {
  return api.get<OccupancyReport>('admin/reports/occupancy', { query: { ...query }, signal });
}

export function occupancyReportQueryOptions(query: OccupancyQuery) {
  return queryOptions({
    queryKey: backOfficeKeys.reports.occupancy(query),
    queryFn: ({ signal }) => getOccupancyReport(query, signal),
  });
}

/** The previous period stays on screen while another loads, so the page does not jump. */
export function useOccupancyReport(query: OccupancyQuery) {
  return useQuery({ ...occupancyReportQueryOptions(query), placeholderData: keepPreviousData });
}
