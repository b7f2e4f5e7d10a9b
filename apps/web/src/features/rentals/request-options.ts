import {
  PAYMENT_TYPE_LABELS,
  type PaymentType,
  type PeriodKind,
  RENT_GUARANTEE_TYPE_LABELS,
  type RentGuaranteeType,
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

/** A monthly boleto only makes sense for a stay of whole months (a long stay). */
export function paymentOptions(period: PeriodKind): RequestOption<PaymentType>[] {
  const types: PaymentType[] =
    period === 'LONG_PERIOD'
      ? ['PIX', 'CREDIT_CARD', 'BANK_SLIP', 'BANK_SLIP_MONTHLY']
      : ['PIX', 'CREDIT_CARD', 'BANK_SLIP'];
  return types.map((value) => ({
    value,
    label: PAYMENT_TYPE_LABELS[value],
    description: PAYMENT_DESCRIPTIONS[value],
  }));
}
