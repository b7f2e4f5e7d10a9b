import type { CardInput, Extension, ExtensionQuoteResponse, Payment, PaymentType } from '@estadia/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { extensionPath, useRefreshExtensions } from '@/lib/stay/extensions';

// 'Prorrogar estadia': the quote, the extension (its nights held at once) and the payment of the difference
// (its list and its addendum's signature are lib/stay/extensions.ts, the fiador's page reads them too).

const rentalPath = (rentId: string) => `rentals/${encodeURIComponent(rentId)}`;

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

export function useCreateExtension(rentId: string) {
  const refresh = useRefreshExtensions(rentId);
  return useMutation({
    mutationFn: (end: string) => api.post<Extension>(`${rentalPath(rentId)}/extensions`, { end }),
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
