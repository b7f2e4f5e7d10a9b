import { type RequestPasswordReset, requestPasswordResetSchema } from '@estadia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage, isApiError, wasHandled } from '../../../lib/api-error';
import { applyApiIssues, schemaResolver } from '../../../lib/form-resolver';
import { useRequestPasswordReset } from '../api/request-password-reset';

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
      if (isApiError(error) && applyApiIssues(error, ['email'], setError)) return;
      if (!wasHandled(error)) setFailure(errorMessage(error, 'Não foi possível enviar o código agora.'));
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <Field label="E-mail" error={errors.email?.message} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...register('email')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" fullWidth isLoading={request.isPending}>
        Enviar código
      </Button>
    </form>
  );
}
