import { addDays, formatBrDate, formatDigitableLine, formatMoney } from '@estadia/domain';
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
    | 'amount_cents'
    | 'installment'
    | 'installment_count'
    | 'due_date'
    | 'bank_slip_digitable_line'
    | 'bill_from'
  >;
}): MailMessage {
  const { payment } = input;
  const month = `${payment.installment}/${payment.installment_count}`;
  // A post-paid lease's month is billed once lived (decision 0024): the e-mail says which.
  const lived = payment.bill_from ? formatBrDate(addDays(payment.bill_from, -1)) : null;
  return renderEmail({
    to: input.customer.email,
    subject: `Seu boleto ${month} da estadia vence em ${formatBrDate(payment.due_date)}`,
    heading: `Boleto ${month} disponível`,
    name: input.customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: lived
          ? `O boleto do mês ${month} da sua estadia no ${input.projectName} (${apartmentLabel(input.apartment)}), vivido até a noite de ${lived}, já pode ser pago.`
          : `O boleto do mês ${month} da sua estadia no ${input.projectName} (${apartmentLabel(input.apartment)}) já pode ser pago.`,
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
        content: lived
          ? 'Pague até o vencimento (o 6º dia útil depois do fim do mês) para manter a estadia em dia. Cada mês é cobrado depois de vivido: o próximo boleto chega por e-mail no dia seguinte ao fim dele.'
          : 'Pague até o vencimento para manter a estadia em dia. Os próximos boletos chegam por e-mail alguns dias antes de vencer.',
      },
    ],
  });
}
