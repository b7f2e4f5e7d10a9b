import type { ResetPassword, ValidateResetCode } from '@estadia/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { useResetPassword } from '@/lib/auth/reset-password';
import { useValidateResetCode } from '@/lib/auth/validate-reset-code';
import { showFormFailure } from '@/lib/form-failure';
import { publicFormSchema, schemaResolver } from '@/lib/form-resolver';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { NewPasswordFields } from '../ui/new-password-fields';
import { Steps } from '../ui/steps';
import { TextField } from '../ui/text-field';
import { TextLink } from '../ui/text-link';

const validateResetCodeSchema = publicFormSchema('validateResetCodeSchema');
const resetPasswordSchema = publicFormSchema('resetPasswordSchema');

export const INVALID_RESET_CODE_MESSAGE =
  'Código inválido ou expirado. Confira o e-mail ou peça um novo código.';
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não conferem';

function isInvalidCode(error: unknown): boolean {
  return isApiError(error) && error.code === 'INVALID_RESET_CODE';
}

const codeResolver = schemaResolver<{ passwordResetCode: string }, ValidateResetCode>(
  validateResetCodeSchema,
);

function CodeStep({
  initialCode,
  initialError,
  onValid,
}: {
  initialCode: string;
  initialError: string | null;
  onValid: (code: string) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ passwordResetCode: string }, unknown, ValidateResetCode>({
    defaultValues: { passwordResetCode: initialCode },
    resolver: codeResolver,
  });
  const validate = useValidateResetCode();
  const [failure, setFailure] = useState<string | null>(null);
  const autoChecked = useRef(false);

  async function check(body: ValidateResetCode) {
    setFailure(null);
    try {
      await validate.mutateAsync(body);
      onValid(body.passwordResetCode);
    } catch (error) {
      if (isInvalidCode(error)) {
        setError('passwordResetCode', { type: 'server', message: INVALID_RESET_CODE_MESSAGE });
      } else {
        showFormFailure(error, {
          fields: ['passwordResetCode'],
          setError,
          fallback: 'Não foi possível conferir o código agora.',
          show: setFailure,
        });
      }
    }
  }

  // A code that came in the e-mail link is checked right away, sparing a click.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step appears
  useEffect(() => {
    if (autoChecked.current) return;
    autoChecked.current = true;
    if (initialError) setError('passwordResetCode', { type: 'server', message: initialError });
    else if (initialCode.trim()) void check({ passwordResetCode: initialCode.trim() });
  }, []);

  return (
    <form
      onFocusCapture={validateResetCodeSchema.preload}
      onSubmit={handleSubmit(check)}
      noValidate
      className="flex flex-col gap-5"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Código"
        error={errors.passwordResetCode?.message}
        hint="O código de 8 caracteres que enviamos por e-mail, como ABCD-EFGH."
        required
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        inputClassName="font-mono tracking-widest uppercase"
        {...register('passwordResetCode')}
      />
      {errors.passwordResetCode?.type === 'server' && (
        <p className="-mt-2 text-sm text-ink-muted">
          <TextLink to="/recuperar-senha">Pedir um novo código</TextLink>
        </p>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={validate.isPending}>
        {validate.isPending ? 'Conferindo o código…' : 'Continuar'}
      </Button>
    </form>
  );
}

interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** The new password twice; the second must match. */
export function prepareNewPassword(code: string) {
  return (values: NewPasswordValues) => {
    const errors: Record<string, string> = {};
    if (values.confirmation === '') errors.confirmation = 'Repita a nova senha';
    else if (values.confirmation !== values.password) errors.confirmation = PASSWORDS_DIFFER_MESSAGE;
    return { input: { passwordResetCode: code, password: values.password }, errors };
  };
}

function PasswordStep({
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
  } = useForm<NewPasswordValues, unknown, ResetPassword>({
    defaultValues: { password: '', confirmation: '' },
    resolver: schemaResolver<NewPasswordValues, ResetPassword>(resetPasswordSchema, prepareNewPassword(code)),
  });
  const reset = useResetPassword();
  const password = useWatch({ control, name: 'password' });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await reset.mutateAsync(body);
      onDone();
    } catch (error) {
      if (isInvalidCode(error)) onInvalidCode();
      else
        showFormFailure(error, {
          fields: ['password'],
          setError,
          fallback: 'Não foi possível redefinir a senha agora.',
          show: setFailure,
        });
    }
  });

  return (
    <form
      onFocusCapture={resetPasswordSchema.preload}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <NewPasswordFields
        password={password}
        passwordInput={register('password')}
        passwordError={errors.password?.message}
        confirmationInput={register('confirmation')}
        confirmationError={errors.confirmation?.message}
      />
      <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
        Redefinir senha
      </Button>
    </form>
  );
}

/** Two steps: check the e-mailed code, then choose the new password. */
export function ResetPasswordForm({ initialCode, onDone }: { initialCode: string; onDone: () => void }) {
  const [code, setCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <Steps steps={['Código', 'Nova senha']} current={code ? 1 : 0} />
      {code ? (
        <PasswordStep
          code={code}
          onInvalidCode={() => {
            setCodeError(INVALID_RESET_CODE_MESSAGE);
            setCode(null);
          }}
          onDone={onDone}
        />
      ) : (
        <CodeStep
          key={codeError ?? 'first'}
          initialCode={codeError ? '' : initialCode}
          initialError={codeError}
          onValid={(valid) => {
            setCodeError(null);
            setCode(valid);
          }}
        />
      )}
    </div>
  );
}
