import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { queryKeys } from '../query-keys';

/** Under the user's keys, so a logout forgets the documents too. */
export function documentFileKey(fileName: string) {
  return [...queryKeys.user, 'files', fileName] as const;
}

/** A document the user sent, as a blob: the server answers it only with the owner's bearer token. */
export async function getDocumentFile(fileName: string): Promise<Blob> {
  const blob = await api.get<Blob>(`files/${encodeURIComponent(fileName)}`, {
    responseType: 'blob',
    quietNetworkError: true,
  });
  return blob as unknown as Blob;
}

export function documentFileQueryOptions(fileName: string) {
  return queryOptions({
    queryKey: documentFileKey(fileName),
    queryFn: () => getDocumentFile(fileName),
    // A stored file never changes: a new upload gets a new name.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: false,
  });
}

export function useDocumentFile(fileName: string | null | undefined) {
  return useQuery({ ...documentFileQueryOptions(fileName ?? ''), enabled: Boolean(fileName) });
}
