import { CheckIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { REQUEST_STEPS, type RequestStep } from '@/features/rentals/request-steps';
import { cn } from '@/lib/cn';

/** Where the customer is in the request: a bar and 'Etapa 2 de 5' on phones, every step from 640 px up. */
export function RequestProgress({ current }: { current: RequestStep }) {
  const total = REQUEST_STEPS.length;
  return (
    <nav aria-label="Etapas da solicitação">
      <div className="sm:hidden">
        <p className="text-sm text-ink-muted">
          Etapa {current} de {total} ·{' '}
          <span className="font-semibold text-ink">{REQUEST_STEPS[current - 1]}</span>
        </p>
        <ProgressBar className="mt-2" value={current / total} label="Andamento da solicitação" />
      </div>
      <ol className="hidden grid-cols-5 gap-2 sm:grid">
        {REQUEST_STEPS.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
          return (
            <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <div
                className={cn('h-1.5 rounded-full', state === 'upcoming' ? 'bg-surface-sunken' : 'bg-brand')}
              />
              <div className="mt-2 flex items-start gap-2">
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                    state === 'done' && 'bg-brand text-on-brand',
                    state === 'current' && 'border-2 border-brand text-brand-ink',
                    state === 'upcoming' && 'border border-line-strong text-ink-subtle',
                  )}
                >
                  {state === 'done' ? <CheckIcon className="size-3.5" /> : step}
                </span>
                <span
                  className={cn(
                    'pt-0.5 text-sm leading-tight font-medium',
                    state === 'upcoming' ? 'text-ink-subtle' : 'text-ink',
                  )}
                >
                  {label}
                  {state === 'done' && <span className="sr-only"> (concluída)</span>}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
