import { formatBrDate, formatDigitableLine, formatMoney } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, PaymentRow } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { apartmentLabel, webLinks } from '../notifications/email-format.ts';
import { renderEmail } from '../notifications/email-layout.ts';
import { findCustomer, findRental } from '../notifications/repository.ts';
import { staySummary } from '../notifications/stay-summary.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';

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

/** Sends the e-mail of an issued month (after the issue has committed). */
export class MonthlyBoletoNotifier {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      mailer: Mailer;
      catalog: CatalogLookup;
      publicUrl: string;
    },
  ) {}

  async boletoIssued(payment: PaymentRow): Promise<void> {
    const { db, mailer, catalog, publicUrl } = this.deps;
    const rental = await findRental(db, payment.rental_id);
    if (!rental) throw new Error(`Rental ${payment.rental_id} not found for its boleto e-mail`);
    const customer = await findCustomer(db, rental.user_id);
    if (!customer) throw new Error(`User ${rental.user_id} not found for the boleto e-mail`);
    const stay = staySummary(rental, catalog);
    await mailer.send(
      monthlyBoletoIssuedEmail({
        customer,
        projectName: stay.projectName,
        apartment: stay.apartment,
        rentalId: rental.id,
        publicUrl,
        payment,
      }),
    );
  }
}
