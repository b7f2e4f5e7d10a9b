import {
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  formatBrDate,
  formatMoney,
  type RentalAccess,
  toPaymentMethod,
} from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { chargedCents } from '../payments/charged-cents.ts';
import { doorAccessBlocks } from './door-access-email.ts';
import {
  apartmentLabel,
  cardBrandLabel,
  installmentsLabel,
  PAYMENT_METHOD_NAMES,
  webLinks,
} from './email-format.ts';
import { type Inline, renderEmail, when } from './email-layout.ts';
import {
  BOLETO_CLEARING_DAYS,
  brasilia,
  type ChargeDetails,
  digitableLine,
  type EmailInput,
  refundParagraph,
  stayFacts,
  stayPhrase,
} from './rental-emails.ts';

// The booking's money: how to pay the charges made, the payment confirmed with the door code, and a
// payment for a charge no longer owed given back.

// Charges made: how to pay them

export function paymentCreatedEmail(input: EmailInput & { payments: readonly ChargeDetails[] }): MailMessage {
  const payments = [...input.payments].sort((a, b) => a.installment - b.installment);
  const first = payments[0];
  if (!first) throw new Error('paymentCreatedEmail needs at least one payment');
  switch (first.payment_type) {
    case 'PIX':
      return pixEmail(input, first);
    case 'BANK_SLIP':
      return boletoEmail(input, first);
    case 'BANK_SLIP_MONTHLY':
      return monthlyBoletoEmail(input, payments);
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

function boletoEmail(input: EmailInput, slip: ChargeDetails): MailMessage {
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
        content: `O pagamento por boleto leva até ${BOLETO_CLEARING_DAYS} dias úteis para ser compensado. Assim que ele for confirmado, enviamos outro e-mail com o código de acesso ao apartamento.`,
      },
    ],
  });
}

/**
 * Only the first month has a code when the plan is made: the others are SCHEDULED and each is issued (and
 * e-mailed on its own) BOLETO_ISSUE_DAYS_AHEAD days before it is due, so this e-mail shows the plan.
 */
function monthlyBoletoEmail(input: EmailInput, slips: readonly ChargeDetails[]): MailMessage {
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
        content: `O plano completo fica na página de pagamento da reserva. Cada pagamento leva até ${BOLETO_CLEARING_DAYS} dias úteis para ser compensado; assim que o primeiro for confirmado, enviamos outro e-mail com o código de acesso ao apartamento.`,
      },
    ],
  });
}

function cardEmail(input: EmailInput, card: ChargeDetails): MailMessage {
  const { customer, stay } = input;
  const brand = cardBrandLabel(card.card_brand);
  const total = chargedCents(card);
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

// Paid: the door code and how to arrive

export function paymentConfirmedEmail(
  input: EmailInput & { access: RentalAccess | null; payment: ChargeDetails },
): MailMessage {
  const { customer, stay, payment } = input;
  const links = webLinks(input.publicUrl);
  const paid = formatMoney(chargedCents(payment));
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

// Money for a charge no longer owed: given back

/** Why the charge was no longer owed. */
export type RefundCause = 'RENTAL_CANCELLED' | 'ALREADY_PAID' | 'NOT_OWED';

export function paymentRefundedEmail(
  input: EmailInput & { payment: ChargeDetails & { paid_at: Date | null }; cause: RefundCause },
): MailMessage {
  const { customer, stay, payment } = input;
  const amount = formatMoney(chargedCents(payment));
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
