import {
  formatCpfOrCnpj,
  PASSWORD_MIN_LENGTH,
  type SignupRequest,
  signupRequestSchema,
} from '@estadia/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MaskedInput } from '../../../components/ui/masked-input';
import { PasswordInput } from '../../../components/ui/password-input';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength';
import { TEXT_LINK_CLASSES, TextLink } from '../../../components/ui/text-link';
import { errorMessage, isApiError, wasHandled } from '../../../lib/api-error';
import { startSession } from '../../../lib/auth-session';
import { applyApiIssues, schemaResolver } from '../../../lib/form-resolver';
import { maskPhone } from '../../../lib/masks';
import { toastError } from '../../../lib/toast';
import { useSignup } from '../api/signup';

export interface SignupFormValues {
  name: string;
  email: string;
  phone: string;
  cpfOrCnpj: string;
  password: string;
  acceptTerms: boolean;
}

const EMPTY: SignupFormValues = {
  name: '',
  email: '',
  phone: '',
  cpfOrCnpj: '',
  password: '',
  acceptTerms: false,
};
const API_FIELDS = ['name', 'email', 'phone', 'cpfOrCnpj', 'password'];

export const EMAIL_TAKEN_MESSAGE = 'Já existe uma conta com este e-mail.';

/**
 * Form text → the sign-up request. The phone is asked for here (the team calls about bookings) even
 * though the API takes it as optional; the CPF/CNPJ may be left for later.
 */
export function prepareSignup(values: SignupFormValues) {
  const errors: Record<string, string> = {};
  if (values.phone.trim() === '') errors.phone = 'Informe o telefone com DDD';
  if (!values.acceptTerms) {
    errors.acceptTerms = 'Para criar a conta, aceite os termos de uso e a política de privacidade';
  }
  return {
    input: {
      name: values.name,
      email: values.email,
      password: values.password,
      phone: values.phone.trim() || undefined,
      cpfOrCnpj: values.cpfOrCnpj.trim() || undefined,
    },
    errors,
  };
}

const resolver = schemaResolver<SignupFormValues, SignupRequest>(signupRequestSchema, prepareSignup);

/** Creates the account; the token lives only as long as the browser session (spec §7). */
export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, SignupRequest>({ defaultValues: EMPTY, resolver });
  const signup = useSignup();
  const password = useWatch({ control, name: 'password' });
  const strengthId = useId();

  const onSubmit = handleSubmit(async (request) => {
    try {
      const { token } = await signup.mutateAsync(request);
      startSession(token, { persistent: false, source: 'signup' });
      onSignedUp();
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'taken', message: EMAIL_TAKEN_MESSAGE }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && applyApiIssues(error, API_FIELDS, setError)) return;
      if (!wasHandled(error))
        toastError(errorMessage(error, 'Não foi possível criar a conta. Tente novamente.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <Field label="Nome completo" error={errors.name?.message} required className="sm:col-span-2">
        {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
      </Field>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
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
        {errors.email?.type === 'taken' && (
          <p className="text-sm text-ink-muted">
            É você? <TextLink to="/login">Entre na sua conta</TextLink> ou{' '}
            <TextLink to="/recuperar-senha">recupere sua senha</TextLink>.
          </p>
        )}
      </div>
      <Field label="Telefone celular" error={errors.phone?.message} hint="Com DDD." required>
        {(control) => (
          <MaskedInput
            {...control}
            mask={maskPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(34) 99999-9999"
            {...register('phone')}
          />
        )}
      </Field>
      <Field label="CPF ou CNPJ" optional error={errors.cpfOrCnpj?.message} hint="Pode informar depois.">
        {(control) => (
          <MaskedInput
            {...control}
            mask={formatCpfOrCnpj}
            inputMode="numeric"
            placeholder="000.000.000-00"
            {...register('cpfOrCnpj')}
          />
        )}
      </Field>
      <Field label="Senha" error={errors.password?.message} required className="sm:col-span-2">
        {(control) => (
          <>
            <PasswordInput
              {...control}
              aria-describedby={[control['aria-describedby'], strengthId].filter(Boolean).join(' ')}
              autoComplete="new-password"
              {...register('password')}
            />
            <PasswordStrengthMeter id={strengthId} password={password} minLength={PASSWORD_MIN_LENGTH} />
          </>
        )}
      </Field>
      <CheckboxField
        className="sm:col-span-2"
        required
        error={errors.acceptTerms?.message}
        label={
          <>
            Li e aceito os{' '}
            <a href="/termos-e-politica" target="_blank" rel="noopener" className={TEXT_LINK_CLASSES}>
              Termos de uso e a Política de privacidade
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
            .
          </>
        }
        {...register('acceptTerms')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={signup.isPending} className="sm:col-span-2">
        Criar conta
      </Button>
    </form>
  );
}
