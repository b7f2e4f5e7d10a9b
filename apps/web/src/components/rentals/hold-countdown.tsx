import { ClockIcon } from '@/components/ui/booking-icons';
import { cn } from '@/lib/cn';
import { formatBrDateTimeAt, formatTimeLeft } from '@/lib/countdown';
import { useNow } from '@/lib/use-now';

/**
 * How long the nights stay held without payment: 'Reservado para você até 16/03/2026 às 14:05' and
 * the time left, refreshed every half minute (the hold is counted in hours, not seconds).
 */
export function HoldCountdown({
  expiresAt,
  compact = false,
  className,
}: {
  expiresAt: string;
  compact?: boolean;
  className?: string;
}) {
  const now = useNow(30_000);
  const left = formatTimeLeft(Date.parse(expiresAt) - now);
  const urgent = left !== null && Date.parse(expiresAt) - now < 3 * 3_600_000;
  return (
    <div
      className={cn(
        'flex items-start gap-2.5 text-sm',
        !compact && 'rounded-xl border px-3.5 py-3',
        !compact && (urgent ? 'border-accent/50 bg-accent-soft' : 'border-line bg-surface-muted'),
        className,
      )}
    >
      <ClockIcon className={cn('mt-0.5 size-4 shrink-0', urgent ? 'text-accent-ink' : 'text-ink-muted')} />
      <p className="text-ink">
        {left ? (
          <>
            <span className="font-medium">
              Reservado para você até{' '}
              <span className="whitespace-nowrap">{formatBrDateTimeAt(expiresAt)}</span>
            </span>
            <span className={cn('block', urgent ? 'font-semibold text-accent-ink' : 'text-ink-muted')}>
              {left} para pagar
            </span>
          </>
        ) : (
          <span className="font-medium">O prazo para pagar terminou em {formatBrDateTimeAt(expiresAt)}.</span>
        )}
      </p>
    </div>
  );
}
