import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { queryKeys } from '../query-keys';
import { sha256Hex } from '../sha256';

/** The contract filled in with the rental's data, as it would be signed (a PDF). */
export async function getContractPdf(rentId: string, signal?: AbortSignal): Promise<Blob> {
  const blob = await api.get<Blob>(`rentals/${encodeURIComponent(rentId)}/contract`, {
    responseType: 'blob',
    signal,
  });
  return blob as unknown as Blob;
}

/** The contract the customer is shown, and the fingerprint the signature sends back with it. */
export interface ContractDocument {
  pdf: Blob;
  /** Hex SHA-256 of exactly these bytes. */
  sha256: string;
}

export function contractDocumentKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'contract'] as const;
}

export function contractDocumentQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: contractDocumentKey(rentId),
    queryFn: async ({ signal }): Promise<ContractDocument> => {
      const pdf = await getContractPdf(rentId, signal);
      return { pdf, sha256: await sha256Hex(pdf) };
    },
    // The version on screen is the one signed: it is never swapped behind the customer's back (a focus
    // or a reconnection does not fetch it again). A refused signature (CONTRACT_CHANGED) reloads it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 0,
  });
}

export function useContractDocument(rentId: string) {
  return useQuery(contractDocumentQueryOptions(rentId));
}
