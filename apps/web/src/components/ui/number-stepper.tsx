import { useId } from 'react';
import { cn } from '@/lib/cn';
import { MinusIcon, PlusIcon } from './booking-icons';

/** The value after a step, kept between min and max (and a whole number). */
export function stepValue(value: number, delta: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value) + delta));
}

interface NumberStepperProps {
  label: string;
  /** A second line under the label, e.g. the daily price. */
  description?: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  /** What the − and + buttons say to screen readers, e.g. 'Remover uma vaga comum'. */
  decrementLabel: string;
  incrementLabel: string;
  disabled?: boolean;
  className?: string;
}

/** A small count chosen with − and + buttons; the value is announced as it changes. */
export function NumberStepper({
  label,
  description,
  value,
  onChange,
  min = 0,
  max,
  decrementLabel,
  incrementLabel,
  disabled = false,
  className,
}: NumberStepperProps) {
  const id = useId();
  const button =
    'flex size-10 items-center justify-center rounded-full border border-line-strong text-ink transition-colors ' +
    'hover:border-brand hover:text-brand-ink disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:border-line-strong';
  return (
    <fieldset
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn('m-0 flex min-w-0 items-center justify-between gap-4 border-0 p-0', className)}
    >
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </p>
        {description && (
          <p id={`${id}-description`} className="text-xs text-ink-subtle">
            {description}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <button
          type="button"
          className={button}
          aria-label={decrementLabel}
          disabled={disabled || value <= min}
          onClick={() => onChange(stepValue(value, -1, min, max))}
        >
          <MinusIcon className="size-4" />
        </button>
        <output aria-live="polite" className="w-6 text-center text-base font-semibold tabular-nums text-ink">
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label={incrementLabel}
          disabled={disabled || value >= max}
          onClick={() => onChange(stepValue(value, 1, min, max))}
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
    </fieldset>
  );
}
