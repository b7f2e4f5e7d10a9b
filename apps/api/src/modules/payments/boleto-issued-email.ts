import { formatBrDate, formatDigitableLine, formatMoney } from '@estadia/domain';
import type { PaymentRow } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { apartmentLabel, webLinks } from '../notifications/email-format.ts';
import { renderEmail } from '../notifications/email-layout.ts';

/** The month's boleto, issued BOLETO_ISSUE_DAYS_AHEAD days before it is due, with how to pay it. */
export function monthlyBoletoIssuedEmail(input: {
  customer: { email: string; name: string };
  projectName: string;
  apartment: { block: string; floor: number; number: string };
  rentalId: string;
  publicUrl: string;
  payment: Pick<
    PaymentRow,
    'amount_cents' | 'installment' | 'installment_count' | 'due_date' | 'bank_slip_digitable_line'
  >;
}): MailMessage {
  const { payment } = input;
  const month = `${payment.installment}/${payment.installment_count}`;
  return renderEmail({
    to: input.customer.email,
    subject: `Seu boleto ${month} da estadia vence em ${formatBrDate(payment.due_date)}`,
    heading: `Boleto ${month} disponível`,
    name: input.customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `O boleto do mês ${month} da sua estadia no ${input.projectName} (${apartmentLabel(input.apartment)}) já pode ser pago.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Valor', formatMoney(payment.amount_cents)],
          ['Vencimento', formatBrDate(payment.due_date)],
        ],
      },
      payment.bank_slip_digitable_line
        ? {
            kind: 'code',
            label: 'Linha digitável',
            value: formatDigitableLine(payment.bank_slip_digitable_line),
          }
        : { kind: 'paragraph', content: 'A linha digitável está no boleto, na página de pagamento.' },
      { kind: 'button', label: 'Ver boleto em PDF', href: webLinks(input.publicUrl).payment(input.rentalId) },
      {
        kind: 'paragraph',
        content:
          'Pague até o vencimento para manter a estadia em dia. Os próximos boletos chegam por e-mail alguns dias antes de vencer.',
      },
    ],
  });
}
