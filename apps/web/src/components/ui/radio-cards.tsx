import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
}

interface RadioCardsProps<T extends string> {
  legend: ReactNode;
  hint?: ReactNode;
  name: string;
  options: readonly RadioCardOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  className?: string;
}

/**
 * A choice among a few options shown as cards. Native radio buttons underneath: arrow keys move between
 * the options and the group is read with its legend.
 */
export function RadioCards<T extends string>({
  legend,
  hint,
  name,
  options,
  value,
  onChange,
  error,
  className,
}: RadioCardsProps<T>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={cn('min-w-0', className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer gap-3 rounded-xl border bg-surface p-4 transition-colors',
              'border-line-strong hover:border-brand/60',
              'has-[:checked]:border-brand has-[:checked]:bg-brand-soft/60 has-[:checked]:ring-1 has-[:checked]:ring-brand',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-solid',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-none"
            />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2 font-semibold text-ink">
                {option.icon && <span className="text-brand-ink">{option.icon}</span>}
                {option.label}
              </span>
              {option.description && (
                <span className="mt-1 block text-sm leading-5 text-ink-muted">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
