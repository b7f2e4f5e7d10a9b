import { type PaymentStatus, type RentalStatus, rentalStatusLabel } from '@estadia/domain';
import { AppError } from '../../errors.ts';

export function paymentNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'Pagamento não encontrado.');
}

export function idempotencyKeyRequired(): AppError {
  return new AppError(
    400,
    'IDEMPOTENCY_KEY_REQUIRED',
    'Informe o cabeçalho Idempotency-Key: ele garante que um pagamento enviado duas vezes seja criado uma só vez.',
  );
}

export function idempotencyKeyReused(): AppError {
  return new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'Esta chave de idempotência já foi usada em outro pedido de pagamento. Use uma nova chave.',
  );
}

export function contractNotSigned(): AppError {
  return new AppError(409, 'CONTRACT_NOT_SIGNED', 'Assine o contrato antes de fazer o pagamento.');
}

export function rentalNotAwaitingPayment(status: RentalStatus): AppError {
  return new AppError(
    409,
    'RENTAL_NOT_AWAITING_PAYMENT',
    `Esta locação não está aguardando pagamento (status "${rentalStatusLabel(status)}").`,
  );
}

export function monthlyBankSlipForShortStay(): AppError {
  return new AppError(
    422,
    'PAYMENT_TYPE_NOT_ALLOWED',
    'O boleto mensal é só para estadias longas (30 noites ou mais). Escolha outra forma de pagamento.',
  );
}

export function rentInAdvanceNotAllowed(regime: 'MONTH_AHEAD' | 'POST_PAID' = 'MONTH_AHEAD'): AppError {
  return new AppError(
    422,
    'RENT_IN_ADVANCE_NOT_ALLOWED',
    regime === 'POST_PAID'
      ? 'Nesta locação o aluguel é cobrado depois de cada mês vivido (Lei do Inquilinato, arts. 20 e 42): ' +
          'antes da entrada, só a caução, por Pix ou boleto.'
      : 'Locações de mais de 90 dias são pagas mês a mês, no máximo um mês adiantado (Lei do Inquilinato, ' +
          'art. 42): escolha o boleto mensal.',
  );
}

export function installmentsUnavailable(): AppError {
  return new AppError(
    422,
    'INSTALLMENTS_UNAVAILABLE',
    'Este número de parcelas não está disponível para este valor. Escolha menos parcelas.',
  );
}

export function paymentProviderUnavailable(cause: unknown): AppError {
  return new AppError(
    502,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Não foi possível falar com o meio de pagamento agora. Tente novamente em instantes: nada foi cobrado em dobro.',
    { cause },
  );
}

const NOT_PAYABLE: Partial<Record<PaymentStatus, string>> = {
  SCHEDULED: 'Este boleto ainda não foi emitido: ele chega por e-mail alguns dias antes do vencimento.',
  AUTHORIZED: 'Esta caução está pré-autorizada no cartão: não há o que pagar.',
  RELEASED: 'A pré-autorização desta caução no cartão foi liberada: não há o que pagar.',
  EXPIRED: 'Esta cobrança expirou ou foi substituída: gere uma nova.',
  FAILED: 'Esta cobrança foi recusada: faça um novo pagamento.',
};

/** Why a charge in this status cannot be paid (the sandbox's 'Simular pagamento'), or null when it can. */
export function notPayable(status: PaymentStatus): AppError | null {
  const message = NOT_PAYABLE[status];
  return message ? new AppError(409, 'PAYMENT_NOT_PAYABLE', message) : null;
}
