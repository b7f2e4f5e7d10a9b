import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { TextLink } from '@/components/ui/text-link';
import { endSession } from '@/lib/auth-session';
import { hasToken } from '@/lib/session';
import { toastSuccess } from '@/lib/toast';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Redefinir senha</h1>
      <p className="mt-2 text-ink-muted">
        Digite o código que enviamos para o seu e-mail e escolha uma nova senha.
      </p>
      <div className="mt-6">
        <ResetPasswordForm
          initialCode={params.get('codigo') ?? ''}
          onDone={() => {
            // Every session of the account ended on the server, this browser's included.
            if (hasToken()) endSession();
            toastSuccess('Senha redefinida! Entre com a nova senha.');
            navigate('/login', { replace: true });
          }}
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-line pt-5 text-sm">
        <TextLink to="/login">Voltar para o login</TextLink>
        <TextLink to="/recuperar-senha">Pedir um novo código</TextLink>
      </div>
    </div>
  );
}
