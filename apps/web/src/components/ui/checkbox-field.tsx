import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '@/lib/cn';
import { Checkbox } from './input';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it and, when invalid, the message below (aria-describedby). */
export function CheckboxField({ label, error, className, id, required, ref, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <Checkbox
          ref={ref}
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          className="mt-0.5"
          {...props}
        />
        <label htmlFor={controlId} className="text-sm leading-6 text-ink">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="pl-8 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
