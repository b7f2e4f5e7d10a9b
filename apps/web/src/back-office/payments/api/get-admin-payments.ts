import type { AdminPaymentListQuery, AdminPaymentListResponse } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** A page of the payments ledger, with the totals per status of everything the filters match. */
export function getAdminPayments(query: AdminPaymentListQuery, signal?: AbortSignal) {
  return api.get<AdminPaymentListResponse>('admin/payments', { query: { ...query }, signal });
}

export function adminPaymentsQueryOptions(query: AdminPaymentListQuery) {
  return queryOptions({
    queryKey: backOfficeKeys.payments.list(query),
    queryFn: ({ signal }) => getAdminPayments(query, signal),
  });
}

/** The page on screen stays while the next one loads. */
export function useAdminPayments(query: AdminPaymentListQuery) {
  return useQuery({ ...adminPaymentsQueryOptions(query), placeholderData: keepPreviousData });
}
