import type { Statement } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ledgerKeys } from './ledger-keys';

function statementPath(rentId: string): string {
  return `admin/rentals/${encodeURIComponent(rentId)}/statement`;
}

export function rentalStatementQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: ledgerKeys.rentalStatement(rentId),
    queryFn: ({ signal }) => api.get<Statement>(statementPath(rentId), { signal }),
  });
}

/** A rental's extrato as its customer reads it, for staff. */
export function useRentalStatement(rentId: string) {
  return useQuery(rentalStatementQueryOptions(rentId));
}

/** The same extrato as a PDF, for staff. */
export async function getRentalStatementPdf(rentId: string): Promise<Blob> {
  const blob = await api.get<Blob>(statementPath(rentId), {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return blob as unknown as Blob;
}
