import type { LoginRequest } from '@estadia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { getEnv } from '@/config/env';
import { errorMessage, isApiError, wasHandled } from '@/lib/api-error';
import { useLogin } from '@/lib/auth/login';
import { logout } from '@/lib/auth/logout';
import { assertRoleAllowed, UserRoleNotAllowedError } from '@/lib/auth/role-check';
import { endSession, startSession } from '@/lib/auth-session';
import { applyApiIssues, publicFormSchema, schemaResolver } from '@/lib/form-resolver';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { EmailField } from '../ui/common-fields';
import { Field } from '../ui/field';
import { PasswordInput } from '../ui/password-input';
import { TextLink } from '../ui/text-link';

const loginRequestSchema = publicFormSchema('loginRequestSchema');

export interface LoginFormValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export const INVALID_CREDENTIALS_MESSAGE = 'E-mail ou senha incorretos.';

const resolver = schemaResolver<LoginFormValues, LoginRequest>(loginRequestSchema, ({ email, password }) => ({
  input: { email, password },
}));

/** What to tell the user when the login was refused. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof UserRoleNotAllowedError) return error.message;
  if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') return INVALID_CREDENTIALS_MESSAGE;
  return errorMessage(error, 'Não foi possível entrar agora. Tente novamente em instantes.');
}

/** E-mail, password and 'Lembrar de mim'; the token goes to localStorage only when asked to. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginRequest>({
    defaultValues: { email: '', password: '', rememberMe: false },
    resolver,
  });
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const { token, user } = await login.mutateAsync(credentials);
      startSession(token, { persistent: getValues('rememberMe'), source: 'login' }, user);
      try {
        assertRoleAllowed(getEnv().projectType, user);
      } catch (error) {
        await logout().catch(() => undefined);
        endSession();
        throw error;
      }
      onLoggedIn();
    } catch (error) {
      if (isApiError(error) && applyApiIssues(error, ['email', 'password'], setError)) return;
      if (!wasHandled(error)) setFailure(loginErrorMessage(error));
    }
  });

  return (
    <form
      onFocusCapture={loginRequestSchema.preload}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <EmailField error={errors.email?.message} required {...register('email')} />
      <Field label="Senha" error={errors.password?.message} required>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField label="Lembrar de mim" {...register('rememberMe')} />
        <TextLink to="/recuperar-senha" className="text-sm">
          Esqueci minha senha
        </TextLink>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={login.isPending}>
        Entrar
      </Button>
    </form>
  );
}
