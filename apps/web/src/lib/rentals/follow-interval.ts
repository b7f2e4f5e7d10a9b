// How often a rental on screen is read again while something it waits for happens elsewhere (the bank,
// the staff's approval, a refund): the rental query's refetch interval (get-rental.ts).

/** Every 3 s while a charge awaits the bank (the approval shows within seconds of paying). */
export const PAYMENT_POLL_MS = 3000;
/** Approval is automatic or by our staff: a little slower. */
export const APPROVAL_POLL_MS = 5000;
/** The other party's signature (a fiança: the customer or the fiador, from their own account). */
export const SIGNATURE_POLL_MS = 10_000;
/** An overdue boleto is paid at the customer's pace. */
export const OVERDUE_POLL_MS = 10_000;
/** A refund takes the provider minutes to days: the screen still shows it arrive if left open. */
export const REFUND_POLL_MS = 30_000;

/**
 * How often the payment screen reads the rental again while something it waits for happens elsewhere,
 * or false when nothing will change by itself.
 */
export function followInterval(
  rental:
    | {
        status: string;
        payments: readonly { status: string }[];
        contract?: { signatures?: readonly unknown[] | null };
      }
    | undefined,
): number | false {
  if (!rental) return false;
  if (rental.status === 'WAITING_APPROVAL') return APPROVAL_POLL_MS;
  if (rental.status === 'WAITING_FOR_SIGNATURE' && (rental.contract?.signatures?.length ?? 0) > 0)
    return SIGNATURE_POLL_MS;
  const pending = rental.payments.some((payment) => payment.status === 'PENDING');
  if (rental.status === 'WAITING_FOR_PAYMENT' && pending) return PAYMENT_POLL_MS;
  if (rental.status === 'DEFAULTER' && pending) return OVERDUE_POLL_MS;
  if (rental.payments.some((payment) => payment.status === 'REFUND_PENDING')) return REFUND_POLL_MS;
  return false;
}
