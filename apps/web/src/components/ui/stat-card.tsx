import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

/** One figure of a dashboard or report: a label, the value large, and a line of context. */
export function StatCard({
  label,
  value,
  detail,
  icon,
  isLoading = false,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  isLoading?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl border border-line bg-surface p-5 shadow-card', className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        {icon && <span className="text-brand-ink">{icon}</span>}
      </div>
      {isLoading ? (
        <Skeleton className="mt-2 h-8 w-28" />
      ) : (
        <p className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</p>
      )}
      {detail && <p className="mt-1 text-sm text-ink-subtle">{detail}</p>}
    </div>
  );
}
