import { type ChangePassword, changePasswordSchema, PASSWORD_MIN_LENGTH } from '@estadia/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength';
import { errorMessage, isApiError, wasHandled } from '../../../lib/api-error';
import { applyApiIssues, schemaResolver } from '../../../lib/form-resolver';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não conferem';

export function prepareChangePassword(values: ChangePasswordValues) {
  const errors: Record<string, string> = {};
  if (values.confirmation === '') errors.confirmation = 'Repita a nova senha';
  else if (values.confirmation !== values.newPassword) errors.confirmation = PASSWORDS_DIFFER_MESSAGE;
  return { input: { currentPassword: values.currentPassword, newPassword: values.newPassword }, errors };
}

const resolver = schemaResolver<ChangePasswordValues, ChangePassword>(
  changePasswordSchema,
  prepareChangePassword,
);

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ChangePasswordValues, unknown, ChangePassword>({ defaultValues: EMPTY, resolver });
  const change = useChangePassword();
  const newPassword = useWatch({ control, name: 'newPassword' });
  const strengthId = useId();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      reset(EMPTY);
      toastSuccess('Senha alterada. Outros aparelhos conectados precisarão entrar de novo.');
    } catch (error) {
      if (isApiError(error) && applyApiIssues(error, ['currentPassword', 'newPassword'], setError)) return;
      if (!wasHandled(error)) toastError(errorMessage(error, 'Não foi possível alterar a senha agora.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field label="Senha atual" error={errors.currentPassword?.message} required>
        {(fieldControl) => (
          <PasswordInput {...fieldControl} autoComplete="current-password" {...register('currentPassword')} />
        )}
      </Field>
      <Field label="Nova senha" error={errors.newPassword?.message} required>
        {(fieldControl) => (
          <>
            <PasswordInput
              {...fieldControl}
              aria-describedby={[fieldControl['aria-describedby'], strengthId].filter(Boolean).join(' ')}
              autoComplete="new-password"
              {...register('newPassword')}
            />
            <PasswordStrengthMeter id={strengthId} password={newPassword} minLength={PASSWORD_MIN_LENGTH} />
          </>
        )}
      </Field>
      <Field label="Confirme a nova senha" error={errors.confirmation?.message} required>
        {(fieldControl) => (
          <PasswordInput {...fieldControl} autoComplete="new-password" {...register('confirmation')} />
        )}
      </Field>
      <div className="flex justify-end border-t border-line pt-5">
        <Button type="submit" isLoading={change.isPending}>
          Alterar senha
        </Button>
      </div>
    </form>
  );
}
