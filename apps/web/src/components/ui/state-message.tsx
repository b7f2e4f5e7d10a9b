import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Empty and error states of a list or a section: an icon, a sentence and what to do next. */
export function StateMessage({
  icon,
  title,
  children,
  action,
  tone = 'neutral',
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      {icon && (
        <div
          className={cn(
            'mb-4 flex size-12 items-center justify-center rounded-full',
            tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand-ink',
          )}
        >
          {icon}
        </div>
      )}
      <p className="text-lg font-semibold text-ink">{title}</p>
      {children && <div className="mt-1 max-w-md text-ink-muted">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
