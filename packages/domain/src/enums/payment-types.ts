export const PAYMENT_TYPES = ['CREDIT_CARD', 'BANK_SLIP_MONTHLY', 'PIX', 'BANK_SLIP'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  CREDIT_CARD: 'Cartão de crédito',
  BANK_SLIP_MONTHLY: 'Boleto mensal',
  PIX: 'Pix',
  BANK_SLIP: 'Boleto à vista',
};

/** The means of payment actually used; a monthly boleto is still a boleto. */
export const PAYMENT_METHODS = ['CREDIT_CARD', 'PIX', 'BANK_SLIP'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function toPaymentMethod(type: PaymentType): PaymentMethod {
  return type === 'BANK_SLIP_MONTHLY' ? 'BANK_SLIP' : type;
}

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Aguardando pagamento',
  PAID: 'Pago',
  EXPIRED: 'Expirado',
  FAILED: 'Pagamento recusado',
  REFUNDED: 'Estornado',
};
