import type {
  CardInput,
  Extension,
  ExtensionList,
  ExtensionQuoteResponse,
  Payment,
  PaymentType,
} from '@estadia/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { sha256Hex } from '@/lib/sha256';

// 'Prorrogar estadia': the quote, the extension (its nights held at once), its addendum signed like the
// contract, and the payment of the difference.

const rentalPath = (rentId: string) => `rentals/${encodeURIComponent(rentId)}`;
const extensionPath = (extensionId: string) => `extensions/${encodeURIComponent(extensionId)}`;

export function extensionsKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'extensions'] as const;
}

export function useExtensions(rentId: string) {
  return useQuery(
    queryOptions({
      queryKey: extensionsKey(rentId),
      queryFn: ({ signal }) => api.get<ExtensionList>(`${rentalPath(rentId)}/extensions`, { signal }),
      // While a charge of the difference waits for the bank, its confirmation is looked for.
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.payments.some((payment) => payment.status === 'PENDING'))
          ? 4000
          : false,
    }),
  );
}

/** An extension as the page holds it. */
export type ExtensionView = NonNullable<ReturnType<typeof useExtensions>['data']>['items'][number];

/** The whole stay re-priced to `end` (nothing is held yet). */
export function useExtensionQuote(rentId: string, end: string | null) {
  return useQuery({
    queryKey: [...queryKeys.rentals.detail(rentId), 'extension-quote', end ?? ''],
    queryFn: ({ signal }) =>
      api.post<ExtensionQuoteResponse>(`${rentalPath(rentId)}/extension-quote`, { end }, { signal }),
    enabled: Boolean(end),
    staleTime: 0,
    retry: false,
  });
}

function useRefreshExtensions(rentId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: extensionsKey(rentId) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
  };
}

export function useCreateExtension(rentId: string) {
  const refresh = useRefreshExtensions(rentId);
  return useMutation({
    mutationFn: (end: string) => api.post<Extension>(`${rentalPath(rentId)}/extensions`, { end }),
    onSuccess: refresh,
  });
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
    // What is on screen is what is signed: never swapped behind the customer's back.
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

export interface ExtensionPaymentVariables {
  extensionId: string;
  paymentType: PaymentType;
  card?: CardInput;
  idempotencyKey: string;
}

export function useCreateExtensionPayment(rentId: string) {
  const refresh = useRefreshExtensions(rentId);
  return useMutation({
    mutationFn: ({ extensionId, paymentType, card, idempotencyKey }: ExtensionPaymentVariables) =>
      api.post<Payment>(
        `${extensionPath(extensionId)}/payments`,
        card ? { paymentType, card } : { paymentType },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSettled: refresh,
  });
}

/** Sandbox only: the simulated bank pays the difference. */
export function useConfirmExtensionSandbox(rentId: string) {
  const refresh = useRefreshExtensions(rentId);
  return useMutation({
    mutationFn: (paymentId: string) =>
      api.post<Payment>(`payments/${encodeURIComponent(paymentId)}/sandbox/confirm`),
    onSettled: refresh,
  });
}
