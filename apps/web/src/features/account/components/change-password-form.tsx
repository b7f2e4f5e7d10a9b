import { type ChangePassword, changePasswordSchema } from '@estadia/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PasswordInput } from '@/components/ui/password-input';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { toastSuccess } from '@/lib/toast';
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

  const onSubmit = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      reset(EMPTY);
      toastSuccess('Senha alterada. Outros aparelhos conectados precisarão entrar de novo.');
    } catch (error) {
      showFormFailure(error, {
        fields: ['currentPassword', 'newPassword'],
        setError,
        fallback: 'Não foi possível alterar a senha agora.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field label="Senha atual" error={errors.currentPassword?.message} required>
        {(fieldControl) => (
          <PasswordInput {...fieldControl} autoComplete="current-password" {...register('currentPassword')} />
        )}
      </Field>
      <NewPasswordFields
        password={newPassword}
        passwordInput={register('newPassword')}
        passwordError={errors.newPassword?.message}
        confirmationInput={register('confirmation')}
        confirmationError={errors.confirmation?.message}
      />
      <div className="flex justify-end border-t border-line pt-5">
        <Button type="submit" isLoading={change.isPending}>
          Alterar senha
        </Button>
      </div>
    </form>
  );
}
