import { PASSWORD_MIN_LENGTH } from '@estadia/domain';
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { Field } from './field';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
};

export type NewPasswordFieldProps = PasswordInputProps & {
  label?: string;
  error?: string;
  /** The password as typed, for the strength meter (e.g. react-hook-form's `useWatch`). */
  password: string;
  className?: string;
};

/** A password being chosen, with the strength meter below it (also read by screen readers). */
export function NewPasswordField({
  label = 'Nova senha',
  error,
  password,
  className,
  ...input
}: NewPasswordFieldProps) {
  const strengthId = useId();
  return (
    <Field label={label} error={error} required className={className}>
      {(control) => (
        <>
          <PasswordInput
            {...control}
            aria-describedby={[control['aria-describedby'], strengthId].filter(Boolean).join(' ')}
            autoComplete="new-password"
            {...input}
          />
          <PasswordStrengthMeter id={strengthId} password={password} minLength={PASSWORD_MIN_LENGTH} />
        </>
      )}
    </Field>
  );
}

/** The new password and its confirmation ('Nova senha', 'Confirme a nova senha'). */
export function NewPasswordFields({
  password,
  passwordInput,
  passwordError,
  confirmationInput,
  confirmationError,
}: {
  password: string;
  passwordInput: PasswordInputProps;
  passwordError?: string;
  confirmationInput: PasswordInputProps;
  confirmationError?: string;
}) {
  return (
    <>
      <NewPasswordField password={password} error={passwordError} {...passwordInput} />
      <Field label="Confirme a nova senha" error={confirmationError} required>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...confirmationInput} />}
      </Field>
    </>
  );
}
