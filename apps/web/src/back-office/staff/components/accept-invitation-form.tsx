import { type AcceptStaffInvitationRequest, acceptStaffInvitationRequestSchema } from '@estadia/domain';
import { useForm, useWatch } from 'react-hook-form';
import { PASSWORDS_DIFFER_MESSAGE } from '@/components/auth/reset-password-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { schemaResolver } from '@/lib/form-resolver';
import { useAcceptanceSubmit } from './use-acceptance-submit';

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
  const password = useWatch({ control, name: 'password' });
  const { submit, failure, isPending } = useAcceptanceSubmit({
    setError,
    fallback: 'Não foi possível definir a senha agora. Tente novamente.',
    onInvalidCode,
    onDone,
  });
  const onSubmit = handleSubmit(submit);

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
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        Definir senha
      </Button>
    </form>
  );
}
