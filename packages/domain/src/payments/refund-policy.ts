import type { RentalStatus } from '../enums/rental-statuses.ts';
import { DomainError } from '../errors/domain-error.ts';
import { isCancellable } from '../rentals/status-flow.ts';

/** The cancellation policy's sentences, quoted as they are by the policy page and the cancel dialog. */
export const REFUND_RULE_NOTHING_PAID = 'Nenhum valor foi pago: o cancelamento é gratuito.';
export const REFUND_RULE_FULL_BEFORE_APPROVAL =
  'Cancelamento antes da aprovação do pagamento: devolução integral do valor pago.';
export const REFUND_RULE_WITHDRAWAL =
  'Desistência em até 7 dias da assinatura do contrato e antes do check-in (art. 49 do CDC): ' +
  'devolução integral do valor pago.';

export interface CancellationRefund {
  refundCents: number;
  /** Which sentence of the policy applied. */
  rule: string;
}

/**
 * What a cancellation gives back. Before RENTED the customer cancels at no cost and gets everything
 * paid back. A RENTED stay is cancelled through the site only under the withdrawal right (7 days from
 * signing, before check-in: `cancellationVerdict` in rentals/withdrawal.ts, which the caller checks),
 * and that too gives everything back; any other status is a matter for the contract and our staff.
 */
export function cancellationRefund(input: { status: RentalStatus; paidCents: number }): CancellationRefund {
  if (!isCancellable(input.status) && input.status !== 'RENTED') {
    throw new DomainError(
      'RENTAL_NOT_CANCELLABLE',
      'Esta locação não pode mais ser cancelada pelo site. Fale com a nossa equipe.',
    );
  }
  if (!Number.isSafeInteger(input.paidCents) || input.paidCents < 0) {
    throw new DomainError('INVALID_AMOUNT', 'Valor inválido.');
  }
  if (input.paidCents === 0) return { refundCents: 0, rule: REFUND_RULE_NOTHING_PAID };
  return input.status === 'RENTED'
    ? { refundCents: input.paidCents, rule: REFUND_RULE_WITHDRAWAL }
    : { refundCents: input.paidCents, rule: REFUND_RULE_FULL_BEFORE_APPROVAL };
}
