import type { ReconciliationListQuery, ReconciliationListResponse } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** A page of 'Conciliação': money received that was not simply credited, and what became of it. */
export function getReconciliation(query: ReconciliationListQuery, signal?: AbortSignal) {
  return api.get<ReconciliationListResponse>('admin/reconciliation', { query: { ...query }, signal });
}

export function reconciliationQueryOptions(query: ReconciliationListQuery) {
  return queryOptions({
    queryKey: backOfficeKeys.reconciliation.list(query),
    queryFn: ({ signal }) => getReconciliation(query, signal),
    // A refund on its way changes by itself (the provider confirms it): a screen left open follows.
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}

/** The page on screen stays while the next one loads. */
export function useReconciliation(query: ReconciliationListQuery) {
  return useQuery({ ...reconciliationQueryOptions(query), placeholderData: keepPreviousData });
}
