import { CHECK_OUT_TIME, formatBrDate, formatMoney, type IsoDate } from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { chargedCents } from '../payments/charged-cents.ts';
import { cardBrandLabel, installmentsLabel, webLinks } from './email-format.ts';
import { type Block, renderEmail } from './email-layout.ts';
import {
  BOLETO_CLEARING_DAYS,
  brasilia,
  type ChargeDetails,
  digitableLine,
  type EmailInput,
  stayFacts,
  stayPhrase,
} from './rental-emails.ts';

// 'Prorrogar estadia': the difference of an extension charged, then paid.

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
      lead: `pague o boleto abaixo (compensação em até ${BOLETO_CLEARING_DAYS} dias úteis).`,
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
              installmentsLabel(charge.amount_cents, charge.card_installments ?? 1, chargedCents(charge)),
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

/** An extension's difference paid ('Prorrogar estadia'): the stay now ends later, the code stays valid. */
export function extensionPaidEmail(input: EmailInput & { payment: ChargeDetails }): MailMessage {
  const { customer, stay, payment } = input;
  const links = webLinks(input.publicUrl);
  const paid = formatMoney(chargedCents(payment));
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
