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

/**
 * SCHEDULED: a later month of a monthly boleto, with its amount and due date but no code yet (issued
 * BOLETO_ISSUE_DAYS_AHEAD days before it is due). REFUND_PENDING: the provider was asked to give the
 * money back and has not confirmed it yet. AUTHORIZED: a caução reserved on a card, not charged (captured
 * later only for what a settlement deducts); RELEASED: that reservation given up, nothing was charged.
 */
export const PAYMENT_STATUSES = [
  'SCHEDULED',
  'PENDING',
  'AUTHORIZED',
  'PAID',
  'EXPIRED',
  'FAILED',
  'RELEASED',
  'REFUND_PENDING',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  SCHEDULED: 'Agendado',
  PENDING: 'Aguardando pagamento',
  AUTHORIZED: 'Pré-autorizado no cartão',
  PAID: 'Pago',
  EXPIRED: 'Expirado',
  FAILED: 'Pagamento recusado',
  RELEASED: 'Pré-autorização liberada',
  REFUND_PENDING: 'Estorno em andamento',
  REFUNDED: 'Estornado',
};

/**
 * What a charge pays for: the rent (nights, car spots), a security deposit (caução), an extension's
 * difference, or a fine or fee kept.
 */
export const PAYMENT_PURPOSES = ['RENT', 'DEPOSIT', 'EXTENSION', 'FEE'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  RENT: 'Aluguel',
  DEPOSIT: 'Caução',
  EXTENSION: 'Prorrogação',
  FEE: 'Multa ou tarifa',
};
