import type { Dashboard } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';
import type { WithDates } from '@/lib/date-fields';

export type DashboardView = WithDates<Dashboard>;

/** A dashboard left open on a screen keeps itself current. */
export const DASHBOARD_REFRESH_MS = 60_000;

/** Today's check-ins and check-outs, the requests awaiting approval and the month's figures. */
export function getDashboard(signal?: AbortSignal) {
  return api.get<Dashboard>('admin/dashboard', { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: backOfficeKeys.dashboard,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery({
    ...dashboardQueryOptions(),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
