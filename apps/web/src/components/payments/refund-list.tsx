import { formatMoney, PAYMENT_STATUS_LABELS } from '@estadia/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { refundLines } from './payment-details';
import type { PaymentView } from './payment-state';

/**
 * The money on its way back to the customer, and what already arrived: one row per refunded charge
 * with its amount, method, status and date. Nothing when the rental has no refund.
 */
export function RefundList({
  payments,
  className,
  headingLevel = 'h3',
}: {
  payments: readonly PaymentView[];
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const lines = refundLines(payments);
  if (lines.length === 0) return null;
  const Heading = headingLevel;
  const pending = lines.some((line) => line.status === 'REFUND_PENDING');
  return (
    <div className={cn('space-y-2', className)}>
      <Heading className="text-sm font-semibold text-ink">Estornos</Heading>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {lines.map((line) => (
          <li
            key={line.id}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <p className="font-medium text-ink">
                <span className="tabular-nums">{formatMoney(line.amountCents)}</span>{' '}
                <span className="font-normal text-ink-muted">· {line.method}</span>
              </p>
              <p className="text-sm text-ink-muted">{line.detail}</p>
            </div>
            <Badge
              tone={line.status === 'REFUNDED' ? 'info' : 'warning'}
              className="self-start sm:self-center"
            >
              {PAYMENT_STATUS_LABELS[line.status]}
            </Badge>
          </li>
        ))}
      </ul>
      {pending && (
        <p className="text-sm text-ink-muted">
          O valor volta na mesma forma de pagamento usada. Já pedimos o estorno ao banco; esta página mostra a
          data assim que ele confirmar.
        </p>
      )}
    </div>
  );
}
