import type { Statement } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Under the rental's key: a logout clears it, and a payment's refresh of the rental refreshes it. */
export function statementQueryKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'statement'] as const;
}

function statementPath(rentId: string): string {
  return `rentals/${encodeURIComponent(rentId)}/statement`;
}

export function statementQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: statementQueryKey(rentId),
    queryFn: ({ signal }) => api.get<Statement>(statementPath(rentId), { signal }),
  });
}

/** The rental's extrato, oldest line first, with its totals. */
export function useStatement(rentId: string) {
  return useQuery(statementQueryOptions(rentId));
}

/** The same extrato as a PDF (the API answers it to Accept: application/pdf, with the session's token). */
export async function getStatementPdf(rentId: string): Promise<Blob> {
  const blob = await api.get<Blob>(statementPath(rentId), {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return blob as unknown as Blob;
}
