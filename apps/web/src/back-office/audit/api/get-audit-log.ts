import type { AuditListResponse } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';
import type { AuditApiQuery } from '../audit-filters';

/** One page of the audit log, newest first, with the filters applied. */
export function getAuditLog(query: AuditApiQuery, signal?: AbortSignal) {
  return api.get<AuditListResponse>('admin/audit', { query: { ...query }, signal });
}

export function auditLogQueryOptions(query: AuditApiQuery) {
  return queryOptions({
    queryKey: backOfficeKeys.audit.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    staleTime: 0,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useAuditLog(query: AuditApiQuery) {
  return useQuery({ ...auditLogQueryOptions(query), placeholderData: keepPreviousData });
}
