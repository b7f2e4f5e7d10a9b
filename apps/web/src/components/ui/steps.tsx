import { cn } from '@/lib/cn';
import { CheckIcon } from './icons';

/** Progress through a flow (e.g. reserve → sign → pay): done, current and upcoming steps. */
export function Steps({
  steps,
  current,
  className,
}: {
  steps: string[];
  current: number;
  className?: string;
}) {
  return (
    <ol className={cn('flex flex-wrap items-center gap-x-4 gap-y-3 sm:gap-x-2', className)}>
      {steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={label}
            className="flex items-center gap-2"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full text-sm font-semibold sm:size-8',
                state === 'done' && 'bg-brand text-on-brand',
                state === 'current' && 'border-2 border-brand bg-surface text-brand-ink',
                state === 'upcoming' && 'border border-line-strong bg-surface text-ink-subtle',
              )}
            >
              {state === 'done' ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            <span
              className={cn('text-sm font-medium', state === 'upcoming' ? 'text-ink-subtle' : 'text-ink')}
            >
              {label}
              {state === 'done' && <span className="sr-only"> (concluído)</span>}
            </span>
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="mx-1 hidden h-px w-8 bg-line-strong sm:block" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
