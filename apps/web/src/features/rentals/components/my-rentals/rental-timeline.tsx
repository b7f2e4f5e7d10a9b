import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { type TimelineStep, timelineSteps } from '@/features/rentals/rental-timeline';
import { cn } from '@/lib/cn';
import { formatBrDateTimeAt } from '@/lib/countdown';
import type { RentalView } from '@/lib/rentals/get-rental';

const STATE_TEXT: Record<TimelineStep['state'], string> = {
  done: 'concluída',
  next: 'próxima etapa',
  upcoming: 'a seguir',
  cancelled: 'cancelada',
};

function when(step: TimelineStep): string {
  if (step.key === 'refund' && step.state === 'next') {
    return step.at ? `Solicitado em ${formatBrDateTimeAt(step.at)}` : 'Aguardando o banco';
  }
  if (step.state === 'next') return 'Próxima etapa';
  if (step.state === 'upcoming') return '';
  return step.at ? formatBrDateTimeAt(step.at) : '';
}

/** The rental's steps with their dates, the next one highlighted; a vertical line joins them. */
export function RentalTimeline({ rental, id }: { rental: RentalView; id?: string }) {
  const steps = timelineSteps(rental);
  return (
    <ol id={id} className="space-y-0">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const date = when(step);
        return (
          <li key={step.key} className="relative flex gap-3 pb-4 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-3 w-px -translate-x-1/2',
                  step.state === 'done' ? 'bg-brand' : 'bg-line-strong',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-6 shrink-0 items-center justify-center rounded-full',
                step.state === 'done' && 'bg-brand text-on-brand',
                step.state === 'next' && 'border-2 border-accent bg-accent-soft',
                step.state === 'upcoming' && 'border border-line-strong bg-surface',
                step.state === 'cancelled' && 'bg-danger text-surface',
              )}
            >
              {step.state === 'done' && <CheckIcon className="size-3.5" />}
              {step.state === 'cancelled' && <CloseIcon className="size-3.5" />}
              {step.state === 'next' && <span className="size-2 rounded-full bg-accent" />}
            </span>
            <div className="min-w-0 pt-0.5">
              <p
                className={cn(
                  'text-sm font-medium',
                  step.state === 'upcoming' ? 'text-ink-subtle' : 'text-ink',
                  step.state === 'next' && 'font-semibold',
                )}
              >
                {step.label}
                <span className="sr-only">: {STATE_TEXT[step.state]}</span>
              </p>
              {date && (
                <p
                  className={cn(
                    'text-xs',
                    step.state === 'next' ? 'font-semibold text-accent-ink' : 'text-ink-muted',
                  )}
                >
                  {date}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
