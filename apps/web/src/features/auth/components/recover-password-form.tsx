import type { RequestPasswordReset } from '@estadia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmailField } from '@/components/ui/common-fields';
import { showFormFailure } from '@/lib/form-failure';
import { publicFormSchema, schemaResolver } from '@/lib/form-resolver';
import { useRequestPasswordReset } from '../api/request-password-reset';

const requestPasswordResetSchema = publicFormSchema('requestPasswordResetSchema');

export const RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com esse e-mail, enviamos um código para redefinir a senha. Ele vale por 1 hora.';

const resolver = schemaResolver<{ email: string }, RequestPasswordReset>(requestPasswordResetSchema);

/** Asks for a reset code. The answer never says whether the account exists. */
export function RecoverPasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }, unknown, RequestPasswordReset>({ defaultValues: { email: '' }, resolver });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await request.mutateAsync(body);
      setSentTo(body.email);
    } catch (error) {
      showFormFailure(error, {
        fields: ['email'],
        setError,
        fallback: 'Não foi possível enviar o código agora.',
        show: setFailure,
      });
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title="Confira seu e-mail">
          <p>{RESET_REQUESTED_MESSAGE}</p>
          <p className="mt-1 text-ink-muted">
            Não chegou? Veja a caixa de spam ou confira se <strong className="text-ink">{sentTo}</strong> é o
            e-mail da sua conta.
          </p>
        </Alert>
        <ButtonLink to="/redefinir-senha" size="lg" fullWidth>
          Já tenho o código
        </ButtonLink>
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          Usar outro e-mail
        </Button>
      </div>
    );
  }

  return (
    <form
      onFocusCapture={requestPasswordResetSchema.preload}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <EmailField error={errors.email?.message} required {...register('email')} />
      <Button type="submit" size="lg" fullWidth isLoading={request.isPending}>
        Enviar código
      </Button>
    </form>
  );
}
