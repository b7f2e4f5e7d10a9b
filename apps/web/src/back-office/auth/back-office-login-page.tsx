import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '@/components/auth/login-form';
import { HydrateApart } from '@/components/ui/hydrate-apart';
import { safeRedirect } from '@/lib/safe-redirect';

/** The back-office's login: staff only (the form refuses a login without DASH), no sign-up. */
export function BackOfficeLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));

  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-accent-ink uppercase">Administração</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">Entrar</h1>
      <p className="mt-2 text-ink-muted">
        Acesso da equipe: locações, calendário, preços, pagamentos e relatórios.
      </p>
      <div className="mt-6">
        {/* Without a way back, opening /login again lets the route guard pick the first page allowed. */}
        <HydrateApart>
          <LoginForm onLoggedIn={() => navigate(redirect ?? '/login', { replace: true })} />
        </HydrateApart>
      </div>
      <p className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-muted">
        Um novo membro da equipe recebe por e-mail o convite para definir a senha.
      </p>
    </div>
  );
}
