import {
  formatMoney,
  PAYMENT_TYPE_LABELS,
  type PaymentType,
  type PeriodKind,
  RENT_GUARANTEE_TYPE_LABELS,
  type RentGuaranteeType,
  type RentRegime,
} from '@estadia/domain';

export interface RequestOption<T extends string> {
  value: T;
  label: string;
  description: string;
}

const GUARANTEE_DESCRIPTIONS: Record<RentGuaranteeType, string> = {
  CREDPAGO: 'Garantia digital pelo cartão de crédito, sem fiador e sem depósito. Análise na hora.',
  SECURITY_DEPOSIT: 'Um depósito devolvido ao fim da estadia, descontados eventuais danos.',
  GUARANTOR: 'Uma pessoa com renda comprovada assina o contrato como fiadora.',
};

const PAYMENT_DESCRIPTIONS: Record<PaymentType, string> = {
  CREDIT_CARD: 'Pagamento aprovado na hora, com o cartão de sua preferência.',
  BANK_SLIP_MONTHLY: 'Um boleto por mês, com vencimento no início de cada período.',
  PIX: 'QR Code ou código copia e cola; confirmação em instantes.',
  BANK_SLIP: 'Um único boleto com o valor total; compensação em até 3 dias úteis.',
};

export const GUARANTEE_OPTIONS: RequestOption<RentGuaranteeType>[] = (
  ['CREDPAGO', 'SECURITY_DEPOSIT', 'GUARANTOR'] as const
).map((value) => ({
  value,
  label: RENT_GUARANTEE_TYPE_LABELS[value],
  description: GUARANTEE_DESCRIPTIONS[value],
}));

/** The guarantees, the caução's description saying its amount when the modality sets one (cents). */
export function guaranteeOptions(
  depositCents: number | null | undefined,
): RequestOption<RentGuaranteeType>[] {
  if (!depositCents) return GUARANTEE_OPTIONS;
  const deposit = `Um depósito de ${formatMoney(depositCents)}, devolvido ao fim da locação, descontados eventuais danos.`;
  return GUARANTEE_OPTIONS.map((option) =>
    option.value === 'SECURITY_DEPOSIT' ? { ...option, description: deposit } : option,
  );
}

/**
 * The payment types a lease may be billed with — the one rule of the request and the payment step (the
 * server refuses the others). A monthly boleto only makes sense for a stay of whole months (a long stay);
 * past temporada (more than 90 nights) rent is never charged more than a month ahead (Lei 8.245/1991,
 * art. 42), so only the monthly boleto is left — also for a post-paid lease, whose months are billed by
 * boleto after they are lived (and which has no payment step before the keys).
 */
export function allowedPaymentTypes(period: PeriodKind, regime: RentRegime = 'UP_FRONT'): PaymentType[] {
  if (regime !== 'UP_FRONT') return ['BANK_SLIP_MONTHLY'];
  return period === 'LONG_PERIOD'
    ? ['PIX', 'CREDIT_CARD', 'BANK_SLIP', 'BANK_SLIP_MONTHLY']
    : ['PIX', 'CREDIT_CARD', 'BANK_SLIP'];
}

export function paymentOptions(period: PeriodKind, regime?: RentRegime): RequestOption<PaymentType>[] {
  return allowedPaymentTypes(period, regime).map((value) => ({
    value,
    label: PAYMENT_TYPE_LABELS[value],
    description: PAYMENT_DESCRIPTIONS[value],
  }));
}

/** Why a lease past temporada is billed the way it is, in the customer's words (none for temporada). */
export const RENT_REGIME_SENTENCES: Record<RentRegime, string | null> = {
  UP_FRONT: null,
  MONTH_AHEAD:
    'Locações de mais de 90 dias sem garantia são pagas mês a mês, no máximo um mês adiantado (Lei do Inquilinato, art. 42).',
  POST_PAID:
    'Com a garantia aprovada, cada mês é cobrado depois de vivido, com vencimento no 6º dia útil do mês seguinte (Lei do Inquilinato, arts. 20 e 23). Nada é pago antes da entrega das chaves.',
};

/** A post-paid lease with a caução: the caução before the keys, the rent after each month. */
const DEPOSIT_POST_PAID_SENTENCE =
  'Com a caução paga antes da entrada, cada mês é cobrado depois de vivido, com vencimento no 6º dia útil do mês seguinte (Lei do Inquilinato, arts. 20 e 23). Antes da entrega das chaves, só a caução.';

/** The sentence for the regime, told apart for a caução (paid before the keys) when the lease has one. */
export function regimeSentence(
  regime: RentRegime,
  guarantee: RentGuaranteeType | null | undefined,
): string | null {
  return regime === 'POST_PAID' && guarantee === 'SECURITY_DEPOSIT'
    ? DEPOSIT_POST_PAID_SENTENCE
    : RENT_REGIME_SENTENCES[regime];
}
