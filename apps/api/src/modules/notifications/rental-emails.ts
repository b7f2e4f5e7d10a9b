import {
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  formatBrDateRange,
  formatDigitableLine,
  formatMoney,
  type IsoDate,
  nightsBetween,
  type PaymentMethod,
  pluralize,
} from '@estadia/domain';
import type { PaymentRow } from '../../db/schema.ts';
import { apartmentLabel, formatBrasiliaDateTime } from './email-format.ts';
import type { Block } from './email-layout.ts';

// What every e-mail of a rental is made of: who it goes to, the stay and the charge it describes, and the
// pieces several of them share. Each family of messages has its own file: booking-emails.ts (approved,
// contract signed, hold about to lapse), payment-emails.ts (charges made, paid, given back),
// extension-emails.ts and cancellation-emails.ts.

/** Our side of a refund: the money leaves within this many business days (the card's bank may take longer to show it). */
export const REFUND_BUSINESS_DAYS = 7;
/** What the boleto option promises on the request page ('compensação em até 3 dias úteis'). */
export const BOLETO_CLEARING_DAYS = 3;

export interface Recipient {
  email: string;
  name: string;
}

/** The stay as the e-mails describe it (see stay-summary.ts). */
export interface StaySummary {
  rentalId: string;
  projectName: string;
  /** 'Av. Segismundo Pereira, 1450 – Santa Mônica, Uberlândia/MG' */
  projectAddress: string;
  modalityName: string;
  apartment: { block: string; floor: number; number: string };
  startDate: IsoDate;
  endDate: IsoDate;
  totalCents: number;
  carSpots: { common: number; covered: number };
}

/** The columns of a payment the e-mails read. */
export type ChargeDetails = Pick<
  PaymentRow,
  | 'payment_type'
  | 'amount_cents'
  | 'installment'
  | 'installment_count'
  | 'due_date'
  | 'expires_at'
  | 'pix_payload'
  | 'bank_slip_digitable_line'
  | 'card_brand'
  | 'card_last4'
  | 'card_installments'
  | 'card_total_cents'
>;

export interface EmailInput {
  customer: Recipient;
  stay: StaySummary;
  publicUrl: string;
}

// Pieces shared by the messages

/** 'de 10/03/2026 a 15/03/2026 no empreendimento Estadia Santa Mônica' */
export function stayPhrase(stay: StaySummary): string {
  return `de ${formatBrDateRange(stay.startDate, stay.endDate)} no empreendimento ${stay.projectName}`;
}

export function brasilia(instant: Date): string {
  return `${formatBrasiliaDateTime(instant)} (horário de Brasília)`;
}

export function periodLabel(stay: StaySummary): string {
  const nights = nightsBetween(stay.startDate, stay.endDate);
  return `${formatBrDateRange(stay.startDate, stay.endDate)} (${pluralize(nights, 'noite')})`;
}

function carSpotsLabel({ common, covered }: StaySummary['carSpots']): string | undefined {
  const parts = [
    common > 0 ? pluralize(common, 'vaga comum', 'vagas comuns') : '',
    covered > 0 ? pluralize(covered, 'vaga coberta', 'vagas cobertas') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' e ') : undefined;
}

export function stayFacts(stay: StaySummary): Block {
  const spots = carSpotsLabel(stay.carSpots);
  return {
    kind: 'facts',
    rows: [
      ['Empreendimento', stay.projectName],
      ['Modalidade', stay.modalityName],
      ['Apartamento', apartmentLabel(stay.apartment)],
      ['Período', periodLabel(stay)],
      ['Horários', `check-in a partir das ${CHECK_IN_TIME} e check-out até as ${CHECK_OUT_TIME}`],
      ...(spots ? [['Garagem', spots] as const] : []),
      ['Valor total', formatMoney(stay.totalCents)],
    ],
  };
}

export function shortStayFacts(stay: StaySummary): Block {
  return {
    kind: 'facts',
    rows: [
      ['Apartamento', `${apartmentLabel(stay.apartment)} – ${stay.projectName}`],
      ['Período', periodLabel(stay)],
      ['Valor total', formatMoney(stay.totalCents)],
    ],
  };
}

const REFUND_HOW: Record<PaymentMethod, string> = {
  PIX: 'Como o pagamento foi feito por Pix, o valor volta para a mesma conta de origem.',
  CREDIT_CARD:
    'Como o pagamento foi feito com cartão de crédito, o estorno é lançado no cartão usado e aparece em uma das próximas faturas, conforme o banco emissor.',
  BANK_SLIP:
    'Como o pagamento foi feito por boleto, nossa equipe vai entrar em contato para pedir os dados de uma conta bancária de mesma titularidade do cadastro, para onde transferimos o valor.',
};

/** 'Vamos devolver R$ X pelo mesmo meio de pagamento em até N dias úteis', and how, per means of payment. */
export function refundParagraph(
  amount: string,
  methods: readonly PaymentMethod[],
  lead = 'Vamos devolver',
): Block {
  const unique = [...new Set(methods)];
  // A boleto has no account to send the money back to: it goes by transfer, not "the same means".
  const sameMeans = unique.some((method) => method !== 'BANK_SLIP') || unique.length === 0;
  const first = `${lead} ${amount}${sameMeans ? ' pelo mesmo meio de pagamento' : ''} em até ${REFUND_BUSINESS_DAYS} dias úteis.`;
  return { kind: 'paragraph', content: [first, ...unique.map((method) => REFUND_HOW[method])].join(' ') };
}

export function digitableLine(charge: ChargeDetails): Block {
  return charge.bank_slip_digitable_line
    ? { kind: 'code', label: 'Linha digitável', value: formatDigitableLine(charge.bank_slip_digitable_line) }
    : { kind: 'paragraph', content: 'A linha digitável está no boleto, na página de pagamento da reserva.' };
}
