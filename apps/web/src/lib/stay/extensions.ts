import type { Extension, ExtensionList } from '@estadia/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { sha256Hex } from '@/lib/sha256';

// A stay's extensions as their signers read them — the customer on the rental's page, the fiador who signs the
// addendum of a fiança on the lease's page —, and the addendum read and signed, each party from their own
// account (api.md 'Guarantees and the law of the lease').

const rentalPath = (rentId: string) => `rentals/${encodeURIComponent(rentId)}`;
export const extensionPath = (extensionId: string) => `extensions/${encodeURIComponent(extensionId)}`;

export function extensionsKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'extensions'] as const;
}

/** Whether one party signed the addendum and another has not yet: the page waits for them. */
export function awaitsOtherSigner(extension: Pick<Extension, 'status' | 'signatures'>): boolean {
  return extension.status === 'WAITING_FOR_SIGNATURE' && (extension.signatures?.length ?? 0) > 0;
}

/** The rental's extensions (to the fiador, those whose addendum they sign, without the charges). */
export function useExtensions(rentId: string) {
  return useQuery(
    queryOptions({
      queryKey: extensionsKey(rentId),
      queryFn: ({ signal }) => api.get<ExtensionList>(`${rentalPath(rentId)}/extensions`, { signal }),
      // While a charge of the difference waits for the bank, its confirmation is looked for; while the addendum
      // waits for the other party's signature, theirs.
      refetchInterval: (query) => {
        const items = query.state.data?.items ?? [];
        if (items.some((item) => item.payments.some((payment) => payment.status === 'PENDING'))) return 4000;
        return items.some(awaitsOtherSigner) ? 10_000 : false;
      },
    }),
  );
}

/** An extension as the page holds it. */
export type ExtensionView = NonNullable<ReturnType<typeof useExtensions>['data']>['items'][number];

/** Reads the rental's extensions and the rental again, after a step of one of them. */
export function useRefreshExtensions(rentId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: extensionsKey(rentId) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
  };
}

/** The addendum shown, and the fingerprint its signature sends back (hashed by the browser). */
export interface AddendumDocument {
  pdf: Blob;
  sha256: string;
}

export function useAddendum(extensionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'extensions', extensionId, 'addendum'],
    queryFn: async ({ signal }): Promise<AddendumDocument> => {
      const pdf = (await api.get<Blob>(`${extensionPath(extensionId)}/addendum`, {
        responseType: 'blob',
        signal,
      })) as unknown as Blob;
      return { pdf, sha256: await sha256Hex(pdf) };
    },
    enabled,
    // What is on screen is what is signed: never swapped behind the reader's back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}

export function useSignAddendum(rentId: string) {
  const refresh = useRefreshExtensions(rentId);
  return useMutation({
    mutationFn: ({ extensionId, sha256 }: { extensionId: string; sha256: string }) =>
      api.post<Extension>(`${extensionPath(extensionId)}/signature`, { accept: true, sha256 }),
    onSuccess: refresh,
  });
}
