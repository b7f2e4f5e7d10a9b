import { formatBrDate, formatMoney } from '@estadia/domain';
import { FactBox } from '@/components/ui/fact-box';
import { type LedgerPayment, paidCents, paymentMethodText } from './payment-labels';

/** The payment a dialog acts on, so nobody confirms or refunds the wrong one. */
export function PaymentFacts({ payment }: { payment: LedgerPayment }) {
  const paid = paidCents(payment);
  const facts: [string, string][] = [
    ['Cliente', `${payment.customer.name} (${payment.customer.email})`],
    ['Locação', `${payment.rental.projectName} · ${payment.rental.apartmentLabel}`],
    ['Forma', paymentMethodText(payment)],
    ['Valor', paid === payment.amountCents ? formatMoney(paid) : `${formatMoney(paid)} (com juros)`],
    ['Vencimento', formatBrDate(payment.dueDate)],
  ];
  return <FactBox facts={facts} />;
}
