import {
  CANCELLATION_REASON_LABELS,
  type CancellationReason,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  CONTACT,
  formatBrDate,
  formatBrDateRange,
  formatDigitableLine,
  formatMoney,
  type IsoDate,
  nightsBetween,
  type PaymentMethod,
  pluralize,
  type RentalAccess,
  toPaymentMethod,
} from '@estadia/domain';
import type { PaymentRow } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { doorAccessBlocks } from './door-access-email.ts';
import {
  apartmentLabel,
  cardBrandLabel,
  formatBrasiliaDateTime,
  installmentsLabel,
  PAYMENT_METHOD_NAMES,
  webLinks,
} from './email-format.ts';
import { type Block, type Inline, renderEmail, when } from './email-layout.ts';

// The customer's e-mails at each step of a rental: pure functions from what happened to the message.

/** Our side of a refund: the money leaves within this many business days (the card's bank may take longer to show it). */
export const REFUND_BUSINESS_DAYS = 7;
/** What the boleto option promises on the request page ('compensação em até 3 dias úteis'). */
const BANK_SLIP_CLEARING_DAYS = 3;

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

interface EmailInput {
  customer: Recipient;
  stay: StaySummary;
  publicUrl: string;
}

// Pieces shared by the messages

/** 'de 10/03/2026 a 15/03/2026 no empreendimento Estadia Santa Mônica' */
function stayPhrase(stay: StaySummary): string {
  return `de ${formatBrDateRange(stay.startDate, stay.endDate)} no empreendimento ${stay.projectName}`;
}

function brasilia(instant: Date): string {
  return `${formatBrasiliaDateTime(instant)} (horário de Brasília)`;
}

function periodLabel(stay: StaySummary): string {
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

function stayFacts(stay: StaySummary): Block {
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

function shortStayFacts(stay: StaySummary): Block {
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
function refundParagraph(amount: string, methods: readonly PaymentMethod[], lead = 'Vamos devolver'): Block {
  const unique = [...new Set(methods)];
  // A boleto has no account to send the money back to: it goes by transfer, not "the same means".
  const sameMeans = unique.some((method) => method !== 'BANK_SLIP') || unique.length === 0;
  const first = `${lead} ${amount}${sameMeans ? ' pelo mesmo meio de pagamento' : ''} em até ${REFUND_BUSINESS_DAYS} dias úteis.`;
  return { kind: 'paragraph', content: [first, ...unique.map((method) => REFUND_HOW[method])].join(' ') };
}

function openChargesParagraph(): Block {
  return {
    kind: 'paragraph',
    content:
      'Se você gerou um Pix ou boleto para esta reserva, não faça mais o pagamento. Se ele acabar sendo pago, devolvemos o valor integral e avisamos você por e-mail.',
  };
}

// 1. Approved: sign the contract

export function rentalApprovedEmail(input: EmailInput & { payBy: Date }): MailMessage {
  const { customer, stay } = input;
  return renderEmail({
    to: customer.email,
    subject: 'Sua reserva foi aprovada: assine o contrato',
    heading: 'Sua reserva foi aprovada!',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Boa notícia: sua reserva ${stayPhrase(stay)} foi aprovada. Agora falta pouco: assine o contrato e faça o pagamento para garantir a sua estadia.`,
      },
      stayFacts(stay),
      {
        kind: 'paragraph',
        content: [
          'Guardamos essas datas para você até ',
          { strong: brasilia(input.payBy) },
          '. Se o contrato não for assinado e o pagamento não for confirmado até lá, a reserva é cancelada automaticamente e as datas voltam a ficar disponíveis.',
        ],
      },
      { kind: 'button', label: 'Assinar contrato', href: webLinks(input.publicUrl).payment(stay.rentalId) },
      {
        kind: 'paragraph',
        content:
          'Na página da reserva você lê o contrato completo antes de assinar e, em seguida, escolhe como pagar: Pix, boleto ou cartão de crédito.',
      },
    ],
  });
}

// 2. Contract signed: pay

function payByParagraph(payBy: Date): Block {
  return {
    kind: 'paragraph',
    content: [
      'Faça o pagamento até ',
      { strong: brasilia(payBy) },
      '. Depois desse horário, a reserva é cancelada automaticamente.',
    ],
  };
}

export function contractSignedEmail(
  input: EmailInput & { contractSha256: string; payBy: Date | null },
): MailMessage {
  const { customer, stay } = input;
  const links = webLinks(input.publicUrl);
  return renderEmail({
    to: customer.email,
    subject: 'Contrato assinado: falta só o pagamento',
    heading: 'Contrato assinado',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Recebemos a sua assinatura do contrato da reserva ${stayPhrase(stay)}. Agora só falta o pagamento para confirmar a sua estadia.`,
      },
      shortStayFacts(stay),
      ...(input.payBy ? [payByParagraph(input.payBy)] : []),
      { kind: 'button', label: 'Fazer pagamento', href: links.payment(stay.rentalId) },
      {
        kind: 'paragraph',
        content: [
          'A cópia assinada do contrato fica disponível para download em ',
          { link: links.myRentals, label: 'Minhas locações' },
          '.',
        ],
      },
      { kind: 'code', label: 'Código de integridade do contrato (SHA-256)', value: input.contractSha256 },
      {
        kind: 'paragraph',
        content:
          'Guarde este código para o seu registro: ele identifica exatamente o documento que você assinou.',
      },
    ],
  });
}

// 3. Charges made: how to pay them

export function paymentCreatedEmail(input: EmailInput & { payments: readonly ChargeDetails[] }): MailMessage {
  const payments = [...input.payments].sort((a, b) => a.installment - b.installment);
  const first = payments[0];
  if (!first) throw new Error('paymentCreatedEmail needs at least one payment');
  switch (first.payment_type) {
    case 'PIX':
      return pixEmail(input, first);
    case 'BANK_SLIP':
      return bankSlipEmail(input, first);
    case 'BANK_SLIP_MONTHLY':
      return monthlyBankSlipEmail(input, payments);
    case 'CREDIT_CARD':
      return cardEmail(input, first);
  }
}

function pixEmail(input: EmailInput, pix: ChargeDetails): MailMessage {
  const { customer, stay } = input;
  return renderEmail({
    to: customer.email,
    subject: 'Seu Pix para pagar a reserva',
    heading: 'Seu Pix está pronto',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Para confirmar a sua reserva ${stayPhrase(stay)}, pague com o Pix copia e cola: abra o app do seu banco, escolha Pix copia e cola e cole o código abaixo.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Valor', formatMoney(pix.amount_cents)],
          ...(pix.expires_at ? [['Válido até', brasilia(pix.expires_at)] as const] : []),
        ],
      },
      pix.pix_payload
        ? { kind: 'code', label: 'Pix copia e cola', value: pix.pix_payload }
        : { kind: 'paragraph', content: 'O código Pix está na página de pagamento da reserva.' },
      { kind: 'button', label: 'Ver QR Code do Pix', href: webLinks(input.publicUrl).payment(stay.rentalId) },
      {
        kind: 'paragraph',
        content:
          'Assim que o pagamento for confirmado, enviamos outro e-mail com o código de acesso ao apartamento. Se o Pix expirar antes de você pagar, é só gerar um novo na página de pagamento.',
      },
    ],
  });
}

function digitableLine(charge: ChargeDetails): Block {
  return charge.bank_slip_digitable_line
    ? { kind: 'code', label: 'Linha digitável', value: formatDigitableLine(charge.bank_slip_digitable_line) }
    : { kind: 'paragraph', content: 'A linha digitável está no boleto, na página de pagamento da reserva.' };
}

function bankSlipEmail(input: EmailInput, slip: ChargeDetails): MailMessage {
  const { customer, stay } = input;
  return renderEmail({
    to: customer.email,
    subject: 'Seu boleto para pagar a reserva',
    heading: 'Seu boleto está pronto',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Para confirmar a sua reserva ${stayPhrase(stay)}, pague o boleto abaixo no app ou internet banking do seu banco, em uma lotérica ou em uma agência.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Valor', formatMoney(slip.amount_cents)],
          ['Vencimento', formatBrDate(slip.due_date)],
        ],
      },
      digitableLine(slip),
      { kind: 'button', label: 'Ver boleto em PDF', href: webLinks(input.publicUrl).payment(stay.rentalId) },
      {
        kind: 'paragraph',
        content: `O pagamento por boleto leva até ${BANK_SLIP_CLEARING_DAYS} dias úteis para ser compensado. Assim que ele for confirmado, enviamos outro e-mail com o código de acesso ao apartamento.`,
      },
    ],
  });
}

/**
 * Only the first month has a code when the plan is made: the others are SCHEDULED and each is issued (and
 * e-mailed on its own) BOLETO_ISSUE_DAYS_AHEAD days before it is due, so this e-mail shows the plan.
 */
function monthlyBankSlipEmail(input: EmailInput, slips: readonly ChargeDetails[]): MailMessage {
  const { customer, stay } = input;
  const first = slips[0]!;
  const count = Math.max(first.installment_count, slips.length);
  return renderEmail({
    to: customer.email,
    subject: 'Seus boletos mensais da reserva',
    heading: 'Seu primeiro boleto mensal está pronto',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `A sua reserva ${stayPhrase(stay)} será paga em ${count} boletos mensais. Pague o primeiro até o vencimento para confirmar a reserva; cada um dos demais é emitido e enviado por e-mail alguns dias antes do seu vencimento.`,
      },
      { kind: 'heading', text: 'Primeiro boleto' },
      {
        kind: 'facts',
        rows: [
          ['Valor', formatMoney(first.amount_cents)],
          ['Vencimento', formatBrDate(first.due_date)],
        ],
      },
      digitableLine(first),
      { kind: 'button', label: 'Ver boleto em PDF', href: webLinks(input.publicUrl).payment(stay.rentalId) },
      { kind: 'heading', text: 'Plano de pagamento' },
      {
        kind: 'list',
        items: slips.map(
          (slip) =>
            `${slip.installment}/${count} — ${formatMoney(slip.amount_cents)} — vence em ${formatBrDate(slip.due_date)}`,
        ),
      },
      {
        kind: 'paragraph',
        content: `O plano completo fica na página de pagamento da reserva. Cada pagamento leva até ${BANK_SLIP_CLEARING_DAYS} dias úteis para ser compensado; assim que o primeiro for confirmado, enviamos outro e-mail com o código de acesso ao apartamento.`,
      },
    ],
  });
}

/**
 * The charge of an extension's difference ('Prorrogar estadia'): not the booking's payment, so it says
 * which extension it pays ('prorrogação até dd/MM/yyyy') and that the access code already works.
 */
export function extensionChargeEmail(
  input: EmailInput & { charge: ChargeDetails; extensionEnd: IsoDate },
): MailMessage {
  const { customer, stay, charge } = input;
  const until = `prorrogação até ${formatBrDate(input.extensionEnd)}`;
  const payPage = webLinks(input.publicUrl).myRentals;
  const how: Record<ChargeDetails['payment_type'], { subject: string; lead: string; blocks: Block[] }> = {
    PIX: {
      subject: `Seu Pix da ${until}`,
      lead: 'pague com o Pix copia e cola abaixo, no app do seu banco.',
      blocks: [
        {
          kind: 'facts',
          rows: [
            ['Diferença', formatMoney(charge.amount_cents)],
            ...(charge.expires_at ? [['Válido até', brasilia(charge.expires_at)] as const] : []),
          ],
        },
        charge.pix_payload
          ? { kind: 'code', label: 'Pix copia e cola', value: charge.pix_payload }
          : { kind: 'paragraph', content: 'O código Pix está na página da sua locação.' },
      ],
    },
    BANK_SLIP: {
      subject: `Seu boleto da ${until}`,
      lead: `pague o boleto abaixo (compensação em até ${BANK_SLIP_CLEARING_DAYS} dias úteis).`,
      blocks: [
        {
          kind: 'facts',
          rows: [
            ['Diferença', formatMoney(charge.amount_cents)],
            ['Vencimento', formatBrDate(charge.due_date)],
          ],
        },
        digitableLine(charge),
      ],
    },
    BANK_SLIP_MONTHLY: {
      subject: `Seu boleto da ${until}`,
      lead: 'pague o boleto abaixo.',
      blocks: [digitableLine(charge)],
    },
    CREDIT_CARD: {
      subject: `Estamos confirmando o cartão da ${until}`,
      lead: 'estamos confirmando o seu pagamento com a operadora do cartão.',
      blocks: [
        {
          kind: 'facts',
          rows: [
            [
              'Cartão',
              charge.card_last4
                ? `${cardBrandLabel(charge.card_brand)} final ${charge.card_last4}`
                : cardBrandLabel(charge.card_brand),
            ],
            [
              'Diferença',
              installmentsLabel(
                charge.amount_cents,
                charge.card_installments ?? 1,
                charge.card_total_cents ?? charge.amount_cents,
              ),
            ],
          ],
        },
      ],
    },
  };
  const chosen = how[charge.payment_type];
  return renderEmail({
    to: customer.email,
    subject: chosen.subject,
    heading: 'A diferença da sua prorrogação',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Para prorrogar a sua estadia ${stayPhrase(stay)} até ${formatBrDate(input.extensionEnd)}, ${chosen.lead} O valor é a diferença da prorrogação; a reserva em si já está paga.`,
      },
      ...chosen.blocks,
      { kind: 'button', label: 'Ver minhas locações', href: payPage },
      {
        kind: 'paragraph',
        content:
          'Assim que a diferença for confirmada, a nova data de saída vale e o seu código de acesso continua funcionando até ela.',
      },
    ],
  });
}

function cardEmail(input: EmailInput, card: ChargeDetails): MailMessage {
  const { customer, stay } = input;
  const brand = cardBrandLabel(card.card_brand);
  const total = card.card_total_cents ?? card.amount_cents;
  return renderEmail({
    to: customer.email,
    subject: 'Estamos confirmando o pagamento no cartão',
    heading: 'Estamos confirmando o pagamento',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Recebemos o seu pagamento com cartão de crédito para a reserva ${stayPhrase(stay)}. Agora estamos confirmando o pagamento com a operadora do cartão; assim que ele for aprovado, você recebe outro e-mail com o código de acesso ao apartamento.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Cartão', card.card_last4 ? `${brand} final ${card.card_last4}` : brand],
          ['Pagamento', installmentsLabel(card.amount_cents, card.card_installments ?? 1, total)],
        ],
      },
      {
        kind: 'button',
        label: 'Acompanhar pagamento',
        href: webLinks(input.publicUrl).payment(stay.rentalId),
      },
    ],
  });
}

// 4. Paid: the door code and how to arrive

export function paymentConfirmedEmail(
  input: EmailInput & { access: RentalAccess | null; payment: ChargeDetails },
): MailMessage {
  const { customer, stay, payment } = input;
  const links = webLinks(input.publicUrl);
  const paid = formatMoney(payment.card_total_cents ?? payment.amount_cents);
  const part =
    payment.installment_count > 1 ? ` (boleto ${payment.installment} de ${payment.installment_count})` : '';
  const rules: Inline[] = [
    'Antes de chegar, leia o ',
    { link: links.internalRules, label: 'Regulamento interno' },
    ' do empreendimento.',
  ];
  return renderEmail({
    to: customer.email,
    subject: 'Pagamento aprovado: seu código de acesso',
    heading: 'Pagamento aprovado! Sua estadia está confirmada',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Recebemos o pagamento de ${paid}${part} e a sua reserva ${stayPhrase(stay)} está confirmada. Que bom ter você com a gente!`,
      },
      ...doorAccessBlocks(input.access),
      { kind: 'heading', text: 'Como fazer o check-in' },
      {
        kind: 'list',
        items: [
          `Check-in a partir das ${CHECK_IN_TIME} do dia ${formatBrDate(stay.startDate)}, no endereço do empreendimento ${stay.projectName}: ${stay.projectAddress}.`,
          `Na chegada, use o código na fechadura eletrônica da portaria e na do apartamento (${apartmentLabel(stay.apartment)}).`,
          `Check-out até as ${CHECK_OUT_TIME} do dia ${formatBrDate(stay.endDate)}.`,
          rules,
        ],
      },
      { kind: 'heading', text: 'Sua estadia' },
      stayFacts(stay),
      {
        kind: 'paragraph',
        content:
          'Em Minhas locações você encontra o recibo do pagamento e o botão “Adicionar ao calendário”, para não esquecer as datas.',
      },
      { kind: 'button', label: 'Ver minhas locações', href: links.myRentals },
    ],
  });
}

/** An extension's difference paid ('Prorrogar estadia'): the stay now ends later, the code stays valid. */
export function extensionPaidEmail(input: EmailInput & { payment: ChargeDetails }): MailMessage {
  const { customer, stay, payment } = input;
  const links = webLinks(input.publicUrl);
  const paid = formatMoney(payment.card_total_cents ?? payment.amount_cents);
  return renderEmail({
    to: customer.email,
    subject: `Estadia prorrogada até ${formatBrDate(stay.endDate)}`,
    heading: 'Sua estadia foi prorrogada',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Recebemos o pagamento de ${paid}, a diferença da prorrogação. A sua estadia ${stayPhrase(stay)} agora vai até ${formatBrDate(stay.endDate)}, com check-out até as ${CHECK_OUT_TIME}.`,
      },
      {
        kind: 'paragraph',
        content: 'O seu código de acesso continua valendo até a nova data de saída.',
      },
      { kind: 'heading', text: 'Sua estadia' },
      stayFacts(stay),
      {
        kind: 'paragraph',
        content:
          'Em Minhas locações você encontra o recibo, o termo aditivo assinado e o novo arquivo de calendário.',
      },
      { kind: 'button', label: 'Ver minhas locações', href: links.myRentals },
    ],
  });
}

// 5. The hold is about to lapse

export type HoldStep = 'SIGN' | 'PAY';

export function holdExpiringEmail(input: EmailInput & { expiresAt: Date; step: HoldStep }): MailMessage {
  const { customer, stay } = input;
  const sign = input.step === 'SIGN';
  return renderEmail({
    to: customer.email,
    subject: `Sua reserva expira em ${formatBrasiliaDateTime(input.expiresAt)}`,
    heading: 'Sua reserva está quase expirando',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: [
          `As datas da sua reserva ${stayPhrase(stay)} estão guardadas para você até `,
          { strong: brasilia(input.expiresAt) },
          '.',
        ],
      },
      {
        kind: 'paragraph',
        content: sign
          ? 'Para não perder a reserva, assine o contrato e faça o pagamento antes desse horário.'
          : 'Para não perder a reserva, faça o pagamento antes desse horário. Pix e cartão de crédito são confirmados mais rápido que o boleto.',
      },
      shortStayFacts(stay),
      {
        kind: 'button',
        label: sign ? 'Assinar contrato' : 'Fazer pagamento',
        href: webLinks(input.publicUrl).payment(stay.rentalId),
      },
      {
        kind: 'paragraph',
        content:
          'Depois desse horário, a pré-locação é cancelada automaticamente, sem nenhuma cobrança, e as datas voltam a ficar disponíveis para outros hóspedes.',
      },
    ],
  });
}

// 6. Cancelled

/** Who ended the rental: the customer, the provider (a request not approved), or the payment deadline. */
export type CancelledBy = 'CUSTOMER' | 'PROVIDER' | 'HOLD_EXPIRED';

export interface CancellationDetails {
  by: CancelledBy;
  reason: CancellationReason | null;
  details: string | null;
  /** When the hold lapsed (HOLD_EXPIRED). */
  holdExpiredAt: Date | null;
}

export interface CancellationMoney {
  /** What the cancellation gives back (the rental's refunded_cents). */
  refundCents: number;
  /** How the refunded charges had been paid. */
  refundMethods: readonly PaymentMethod[];
  /** What was paid and stays paid (the policy gives none of it back). */
  keptCents: number;
  /** Paid, and already being given back apart from this cancellation (a charge no longer owed). */
  alreadyRefundedCents: number;
  /** A Pix or boleto had been generated and not paid. */
  openCharges: boolean;
}

function reasonLabel(cancellation: CancellationDetails): string | undefined {
  const details = cancellation.details?.trim() || undefined;
  // The reasons are the customer's choices: a provider's rejection says why in its own words, and
  // falls back to the reason chosen only when it gave none (the customer is always told why).
  if (cancellation.by === 'PROVIDER')
    return details ?? (cancellation.reason ? CANCELLATION_REASON_LABELS[cancellation.reason] : undefined);
  if (cancellation.by !== 'CUSTOMER') return undefined;
  const label = cancellation.reason ? CANCELLATION_REASON_LABELS[cancellation.reason] : undefined;
  if (label && details && cancellation.reason !== 'OTHER') return `${label}: ${details}`;
  return details ?? label;
}

function cancellationMoneyBlocks(money: CancellationMoney, publicUrl: string): Block[] {
  if (money.refundCents > 0) {
    return [
      refundParagraph(formatMoney(money.refundCents), money.refundMethods),
      {
        kind: 'paragraph',
        content: [
          'Os detalhes do reembolso estão na nossa ',
          { link: webLinks(publicUrl).cancellationPolicy, label: 'Política de cancelamento' },
          '.',
        ],
      },
    ];
  }
  if (money.keptCents <= 0) {
    return [
      {
        kind: 'paragraph',
        content:
          money.alreadyRefundedCents > 0
            ? 'Os valores pagos para esta reserva já estão sendo devolvidos, como avisamos por e-mail.'
            : 'Nenhum valor foi cobrado.',
      },
    ];
  }
  // The policy gives back everything paid before the stay is confirmed; if anything stays paid here,
  // the team looks at it with the customer rather than an e-mail guessing why.
  return [
    {
      kind: 'paragraph',
      content: `Sobre o valor de ${formatMoney(money.keptCents)} já pago, fale com a nossa equipe pelo e-mail ${CONTACT.email}: vamos verificar o seu caso.`,
    },
  ];
}

export function rentalCancelledEmail(
  input: EmailInput & { cancellation: CancellationDetails; money: CancellationMoney },
): MailMessage {
  const { customer, stay, cancellation, money } = input;
  const links = webLinks(input.publicUrl);
  const reason = reasonLabel(cancellation);
  const opening = {
    CUSTOMER: {
      subject: 'Sua reserva foi cancelada',
      heading: 'Reserva cancelada',
      text: `Confirmamos o cancelamento da sua reserva ${stayPhrase(stay)}, como você pediu. As datas já voltaram a ficar disponíveis.`,
    },
    PROVIDER: {
      subject: 'Sua solicitação de reserva não foi aprovada',
      heading: 'Não foi possível aprovar a sua reserva',
      text: `Sentimos muito: não foi possível aprovar a sua solicitação de reserva ${stayPhrase(stay)}.`,
    },
    HOLD_EXPIRED: {
      subject: 'Reserva cancelada: o prazo de pagamento terminou',
      heading: 'O prazo de pagamento terminou',
      text: `O prazo para assinar o contrato e pagar a sua reserva ${stayPhrase(stay)} terminou${
        cancellation.holdExpiredAt ? ` em ${brasilia(cancellation.holdExpiredAt)}` : ''
      }, e a pré-locação foi cancelada automaticamente.`,
    },
  }[cancellation.by];
  const rebook = cancellation.by !== 'CUSTOMER';
  return renderEmail({
    to: customer.email,
    subject: opening.subject,
    heading: opening.heading,
    name: customer.name,
    blocks: [
      { kind: 'paragraph', content: opening.text },
      {
        kind: 'facts',
        rows: [
          ['Apartamento', `${apartmentLabel(stay.apartment)} – ${stay.projectName}`],
          ['Período', periodLabel(stay)],
          ...(reason ? [['Motivo', reason] as const] : []),
        ],
      },
      ...cancellationMoneyBlocks(money, input.publicUrl),
      ...when(money.openCharges, openChargesParagraph()),
      ...when(
        rebook,
        {
          kind: 'paragraph',
          content:
            'Se ainda quiser se hospedar com a gente, você pode fazer uma nova solicitação a qualquer momento, sujeita à disponibilidade.',
        },
        { kind: 'button', label: 'Escolher novas datas', href: links.projects },
      ),
      ...when(!rebook, { kind: 'button', label: 'Ver minhas locações', href: links.myRentals }),
    ],
  });
}

// 7. Money for a charge no longer owed: given back

/** Why the charge was no longer owed. */
export type RefundCause = 'RENTAL_CANCELLED' | 'ALREADY_PAID' | 'NOT_OWED';

export function paymentRefundedEmail(
  input: EmailInput & { payment: ChargeDetails & { paid_at: Date | null }; cause: RefundCause },
): MailMessage {
  const { customer, stay, payment } = input;
  const amount = formatMoney(payment.card_total_cents ?? payment.amount_cents);
  const method = toPaymentMethod(payment.payment_type);
  const paidWhen = payment.paid_at ? ` em ${brasilia(payment.paid_at)}` : '';
  const why = {
    RENTAL_CANCELLED: ': a reserva já tinha sido cancelada',
    ALREADY_PAID: ': a reserva já tinha sido paga de outra forma',
    NOT_OWED: '',
  }[input.cause];
  return renderEmail({
    to: customer.email,
    subject: `Vamos devolver o seu pagamento de ${amount}`,
    heading: 'Vamos devolver o seu pagamento',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Recebemos um pagamento de ${amount} por ${PAYMENT_METHOD_NAMES[method]}${paidWhen} para a sua reserva ${stayPhrase(stay)}, mas essa cobrança não estava mais em aberto${why}.`,
      },
      refundParagraph(`o valor integral (${amount})`, [method], 'Por isso, vamos devolver'),
      ...when(input.cause === 'ALREADY_PAID', {
        kind: 'paragraph',
        content: 'Nada muda na sua estadia: a reserva continua paga e confirmada.',
      }),
      { kind: 'button', label: 'Ver minhas locações', href: webLinks(input.publicUrl).myRentals },
    ],
  });
}
