import { type AcceptStaffInvitationRequest, acceptStaffInvitationRequestSchema } from '@estadia/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { TextLink } from '@/components/ui/text-link';
import { schemaResolver } from '@/lib/form-resolver';
import { useAcceptanceSubmit } from './use-acceptance-submit';

interface CurrentPasswordValues {
  password: string;
}

/** The code of the link with the account's current password; an empty field is asked for by name. */
export function prepareAcceptanceWithPassword(code: string) {
  return (values: CurrentPasswordValues) => {
    const errors: Record<string, string> = {};
    if (values.password === '') errors.password = 'Informe a senha da sua conta';
    return { input: { code, password: values.password }, errors };
  };
}

/**
 * For an address that already had an account: the link proves the mailbox, the password proves the
 * account, and the role applies only with both. A wrong password stays on the field; an invalid, used
 * or expired code is the page's to show.
 */
export function AcceptWithPasswordForm({
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
    formState: { errors },
  } = useForm<CurrentPasswordValues, unknown, AcceptStaffInvitationRequest>({
    defaultValues: { password: '' },
    resolver: schemaResolver<CurrentPasswordValues, AcceptStaffInvitationRequest>(
      acceptStaffInvitationRequestSchema,
      prepareAcceptanceWithPassword(code),
    ),
  });
  const { submit, failure, isPending } = useAcceptanceSubmit({
    setError,
    fallback: 'Não foi possível aceitar o convite agora. Tente novamente.',
    onInvalidCode,
    onDone,
  });
  const onSubmit = handleSubmit(submit);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <Field label="Senha da sua conta" error={errors.password?.message} required>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <p className="-mt-2 text-sm text-ink-muted">
        Não lembra a senha? <TextLink to="/recuperar-senha">Redefina pelo e-mail</TextLink> e depois volte a
        este link.
      </p>
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        Aceitar convite
      </Button>
    </form>
  );
}
