import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'warning' | 'success' | 'error' | 'info' | 'neutral';

// Soft background, strong text of the same hue: readable in both themes (the tokens change per theme).
const TONES: Record<BadgeTone, string> = {
  warning: 'border-accent/45 bg-accent-soft text-accent-ink',
  success: 'border-success/35 bg-success-soft text-success',
  error: 'border-danger/35 bg-danger-soft text-danger',
  info: 'border-brand/30 bg-brand-soft text-brand-ink',
  neutral: 'border-line-strong bg-surface-muted text-ink-muted',
};

const DOTS: Record<BadgeTone, string> = {
  warning: 'bg-accent',
  success: 'bg-success',
  error: 'bg-danger',
  info: 'bg-brand',
  neutral: 'bg-ink-subtle',
};

/** A short status label, e.g. 'Pagamento pendente'. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', DOTS[tone])} />
      {children}
    </span>
  );
}
