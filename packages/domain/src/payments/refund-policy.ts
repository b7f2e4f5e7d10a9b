import type { RentalStatus } from '../enums/rental-statuses.ts';
import { DomainError } from '../errors/domain-error.ts';
import { isCancellable } from '../rentals/status-flow.ts';

/** The cancellation policy's sentences, quoted as they are by the policy page and the cancel dialog. */
export const REFUND_RULE_NOTHING_PAID = 'Nenhum valor foi pago: o cancelamento é gratuito.';
export const REFUND_RULE_FULL_BEFORE_APPROVAL =
  'Cancelamento antes da aprovação do pagamento: devolução integral do valor pago.';

export interface CancellationRefund {
  refundCents: number;
  /** Which sentence of the policy applied. */
  rule: string;
}

/**
 * What a cancellation gives back. Before RENTED the customer cancels at no cost and gets everything
 * paid back; from RENTED on, cancelling is a matter for the contract and our staff, not the site.
 */
export function cancellationRefund(input: { status: RentalStatus; paidCents: number }): CancellationRefund {
  if (!isCancellable(input.status)) {
    throw new DomainError(
      'RENTAL_NOT_CANCELLABLE',
      'Esta locação não pode mais ser cancelada pelo site. Fale com a nossa equipe.',
    );
  }
  if (!Number.isSafeInteger(input.paidCents) || input.paidCents < 0) {
    throw new DomainError('INVALID_AMOUNT', 'Valor inválido.');
  }
  return input.paidCents === 0
    ? { refundCents: 0, rule: REFUND_RULE_NOTHING_PAID }
    : { refundCents: input.paidCents, rule: REFUND_RULE_FULL_BEFORE_APPROVAL };
}
