import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '@/components/auth/login-form';
import { HydrateApart } from '@/components/ui/hydrate-apart';
import { TextLink } from '@/components/ui/text-link';
import { safeRedirect, withRedirect } from '@/lib/safe-redirect';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Entrar</h1>
      <p className="mt-2 text-ink-muted">
        {redirect
          ? 'Entre na sua conta para continuar de onde parou.'
          : 'Acesse sua conta para acompanhar suas locações e pagamentos.'}
      </p>
      <div className="mt-6">
        <HydrateApart>
          <LoginForm
            // Without a way back, opening /login again lets the route guard pick the user's first page.
            onLoggedIn={() => navigate(redirect ?? '/login', { replace: true })}
          />
        </HydrateApart>
      </div>
      <p className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-muted">
        Ainda não tem conta? <TextLink to={withRedirect('/cadastro', redirect)}>Criar conta</TextLink>
      </p>
    </div>
  );
}
