import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';
import { StateSelect } from './state-select';

type StateFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'required'> & {
  label: ReactNode;
  error?: string;
  required?: boolean;
  /** Classes of the whole field (e.g. its grid span). */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled choice among the 27 federative units. */
export function StateField({ label, error, required, className, ...select }: StateFieldProps) {
  return (
    <Field label={label} error={error} required={required} className={className}>
      {(control) => <StateSelect {...control} {...select} />}
    </Field>
  );
}
