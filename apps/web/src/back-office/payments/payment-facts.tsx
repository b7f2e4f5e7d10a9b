import { formatBrDate, formatMoney } from '@estadia/domain';
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
  return (
    <dl className="grid gap-x-4 gap-y-1.5 rounded-xl border border-line bg-surface-muted p-4 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="mb-1.5 min-w-0 font-medium wrap-anywhere text-ink sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
