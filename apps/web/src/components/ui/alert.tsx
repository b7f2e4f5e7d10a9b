import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CheckIcon } from './icons';
import { AlertIcon } from './status-icons';

type Tone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<Tone, string> = {
  info: 'border-brand/30 bg-brand-soft text-brand-ink',
  success: 'border-success/30 bg-success-soft text-ink',
  warning: 'border-accent/40 bg-accent-soft text-ink',
  error: 'border-danger/30 bg-danger-soft text-ink',
};

/** An inline message box; 'error' is announced to screen readers as soon as it appears. */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'success' ? CheckIcon : AlertIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', TONES[tone], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="leading-6">{children}</div>}
      </div>
    </div>
  );
}
