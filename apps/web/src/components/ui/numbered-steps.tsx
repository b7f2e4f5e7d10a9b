import { cn } from '@/lib/cn';

/** What happens next, in order: each step after its number in a small round badge. */
export function NumberedSteps({ steps, className }: { steps: readonly string[]; className?: string }) {
  return (
    <ol className={cn('space-y-2 text-sm text-ink', className)}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-2.5">
          <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-xs font-semibold text-ink-muted">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}
