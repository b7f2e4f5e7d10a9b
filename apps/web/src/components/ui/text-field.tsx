import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './field';
import { Input } from './input';
import { type Mask, MaskedInput } from './masked-input';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'required'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Shown after the label for fields the user may skip. */
  optional?: boolean;
  /** Formats while typing (phone, CPF/CNPJ, CEP, dates). */
  mask?: Mask;
  /** Classes of the whole field (e.g. its grid span). */
  className?: string;
  /** Classes of the input itself. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input with its hint and error wired by `Field`; the remaining props (e.g. a
 * react-hook-form `register(...)`) go to the input, after the aria wiring so they can extend it.
 */
export function TextField({
  label,
  error,
  hint,
  required,
  optional,
  mask,
  id,
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      optional={optional}
      id={id}
      className={className}
    >
      {(control) =>
        mask ? (
          <MaskedInput {...control} mask={mask} className={inputClassName} {...input} />
        ) : (
          <Input {...control} className={inputClassName} {...input} />
        )
      }
    </Field>
  );
}
