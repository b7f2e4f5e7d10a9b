import { formatMoney } from '@estadia/domain';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PriceBreakdownLine {
  key: string;
  label: ReactNode;
  /** A smaller second line, e.g. '3 noites × R$ 159,00'. */
  detail?: ReactNode;
  amountCents: number;
}

/** Price lines and their total, amounts aligned on the right. */
export function PriceBreakdown({
  lines,
  totalCents,
  totalLabel = 'Total',
  className,
}: {
  lines: PriceBreakdownLine[];
  totalCents: number;
  totalLabel?: string;
  className?: string;
}) {
  return (
    <dl className={cn('space-y-2.5 text-sm', className)}>
      {lines.map((line) => (
        <div key={line.key} className="flex items-start justify-between gap-4">
          <dt className="min-w-0 text-ink-muted">
            <span className="block">{line.label}</span>
            {line.detail && <span className="block text-xs text-ink-subtle">{line.detail}</span>}
          </dt>
          <dd className="shrink-0 font-medium tabular-nums text-ink">{formatMoney(line.amountCents)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-semibold text-ink">{totalLabel}</dt>
        <dd className="text-lg font-bold tabular-nums text-ink" data-testid="price-total">
          {formatMoney(totalCents)}
        </dd>
      </div>
    </dl>
  );
}
