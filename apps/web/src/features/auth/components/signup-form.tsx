import type { SignupRequest } from '@estadia/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { CpfOrCnpjField, EmailField, FullNameField, PhoneField } from '@/components/ui/common-fields';
import { NewPasswordField } from '@/components/ui/new-password-fields';
import { TEXT_LINK_CLASSES, TextLink } from '@/components/ui/text-link';
import { isApiError } from '@/lib/api-error';
import { startSession } from '@/lib/auth-session';
import { showFormFailure } from '@/lib/form-failure';
import { publicFormSchema, schemaResolver } from '@/lib/form-resolver';
import { useSignup } from '../api/signup';

const signupRequestSchema = publicFormSchema('signupRequestSchema');

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
      showFormFailure(error, {
        fields: API_FIELDS,
        setError,
        fallback: 'Não foi possível criar a conta. Tente novamente.',
      });
    }
  });

  return (
    <form
      onFocusCapture={signupRequestSchema.preload}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
    >
      <FullNameField error={errors.name?.message} required className="sm:col-span-2" {...register('name')} />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <EmailField error={errors.email?.message} required {...register('email')} />
        {errors.email?.type === 'taken' && (
          <p className="text-sm text-ink-muted">
            É você? <TextLink to="/login">Entre na sua conta</TextLink> ou{' '}
            <TextLink to="/recuperar-senha">recupere sua senha</TextLink>.
          </p>
        )}
      </div>
      <PhoneField error={errors.phone?.message} hint="Com DDD." required {...register('phone')} />
      <CpfOrCnpjField
        optional
        error={errors.cpfOrCnpj?.message}
        hint="Pode informar depois."
        {...register('cpfOrCnpj')}
      />
      <NewPasswordField
        label="Senha"
        password={password}
        error={errors.password?.message}
        className="sm:col-span-2"
        {...register('password')}
      />
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
