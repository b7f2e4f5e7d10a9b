import type { PaymentOptions } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Under the rental's key, so whatever refreshes the rental can refresh this with it. */
export function paymentOptionsKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'payment-options'] as const;
}

/** How the rental can be paid: the amount, the methods, the card installments, the monthly schedule. */
export function getPaymentOptions(rentId: string, signal?: AbortSignal) {
  return api.get<PaymentOptions>(`rentals/${encodeURIComponent(rentId)}/payment-options`, { signal });
}

export function paymentOptionsQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: paymentOptionsKey(rentId),
    queryFn: ({ signal }) => getPaymentOptions(rentId, signal),
    // The schedule's first due date is 'today': a screen left open overnight asks again.
    staleTime: 5 * 60_000,
  });
}

export function usePaymentOptions(rentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentOptionsQueryOptions(rentId), enabled });
}
