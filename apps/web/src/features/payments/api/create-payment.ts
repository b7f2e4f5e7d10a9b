import type { CardInput, Payment, PaymentType, Rental, TokenizedCardInput } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import type { WithDates } from '@/lib/date-fields';
import { queryKeys } from '@/lib/query-keys';

export interface CreatePaymentVariables {
  rentId: string;
  paymentType: PaymentType;
  card?: CardInput;
  /** With Mercado Pago: the card as MercadoPago.js tokenised it (never the number or the CVV). */
  tokenizedCard?: TokenizedCardInput;
  /** One per payment intent: the same key again returns the same payment instead of a second one. */
  idempotencyKey: string;
}

/** Asks for a charge (a Pix code, a boleto, the monthly boletos or a card payment). */
export function createPayment({
  rentId,
  paymentType,
  card,
  tokenizedCard,
  idempotencyKey,
}: CreatePaymentVariables) {
  return api.post<Payment>(
    `rentals/${encodeURIComponent(rentId)}/payments`,
    card ? { paymentType, card } : tokenizedCard ? { paymentType, tokenizedCard } : { paymentType },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/**
 * The new charge replaces the pending ones at once in the cached rental (the server expired them), and
 * the rental is asked again for the rest (a monthly plan answers only its first boleto). The mutation
 * ends when the rental is fresh, so the screen never shows the old charge after the button stops.
 */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: async (payment, { rentId }) => {
      const key = queryKeys.rentals.detail(rentId);
      queryClient.setQueryData<WithDates<Rental>>(key, (rental) =>
        rental
          ? {
              ...rental,
              payments: [
                ...rental.payments
                  .filter((existing) => existing.id !== payment.id)
                  .map((existing) =>
                    existing.status === 'PENDING' ? { ...existing, status: 'EXPIRED' as const } : existing,
                  ),
                payment,
              ],
            }
          : rental,
      );
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
    // The rental is no longer what the screen shows (paid, cancelled, its hold expired): show it as it is.
    onError: (error, { rentId }) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
      }
    },
  });
}
