import { type AcceptStaffInvitationRequest, acceptStaffInvitationRequestSchema } from '@estadia/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PASSWORDS_DIFFER_MESSAGE } from '../../../features/auth/components/reset-password-form';
import { isApiError } from '../../../lib/api-error';
import { showFormFailure } from '../../../lib/form-failure';
import { schemaResolver } from '../../../lib/form-resolver';
import { useAcceptInvitation } from '../api/accept-invitation';

interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** The code of the link with the password; the confirmation must repeat it (as on reset and sign-up). */
export function prepareAcceptance(code: string) {
  return (values: NewPasswordValues) => {
    const errors: Record<string, string> = {};
    if (values.confirmation === '') errors.confirmation = 'Repita a nova senha';
    else if (values.confirmation !== values.password) errors.confirmation = PASSWORDS_DIFFER_MESSAGE;
    return { input: { code, password: values.password }, errors };
  };
}

/** The new password twice; an invalid, used or expired code is the page's to show. */
export function AcceptInvitationForm({
  code,
  onInvalidCode,
  onDone,
}: {
  code: string;
  onInvalidCode: () => void;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<NewPasswordValues, unknown, AcceptStaffInvitationRequest>({
    defaultValues: { password: '', confirmation: '' },
    resolver: schemaResolver<NewPasswordValues, AcceptStaffInvitationRequest>(
      acceptStaffInvitationRequestSchema,
      prepareAcceptance(code),
    ),
  });
  const accept = useAcceptInvitation();
  const password = useWatch({ control, name: 'password' });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await accept.mutateAsync(body);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_INVITATION') onInvalidCode();
      else
        showFormFailure(error, {
          fields: ['password'],
          setError,
          fallback: 'Não foi possível definir a senha agora. Tente novamente.',
          show: setFailure,
        });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <NewPasswordFields
        password={password}
        passwordInput={register('password')}
        passwordError={errors.password?.message}
        confirmationInput={register('confirmation')}
        confirmationError={errors.confirmation?.message}
      />
      <Button type="submit" size="lg" fullWidth isLoading={accept.isPending}>
        Definir senha
      </Button>
    </form>
  );
}
