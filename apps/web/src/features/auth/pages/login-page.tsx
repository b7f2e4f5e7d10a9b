import { Link } from 'react-router';

export function LoginPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Entrar</h1>
      <p className="mt-2 text-ink-muted">Acesse sua conta para acompanhar suas locações e pagamentos.</p>
      <p className="mt-6 text-sm text-ink-muted">
        Ainda não tem conta?{' '}
        <Link to="/cadastro" className="font-semibold text-brand-ink underline underline-offset-4">
          Criar conta
        </Link>
      </p>
      <p className="mt-2 text-sm">
        <Link to="/recuperar-senha" className="font-semibold text-brand-ink underline underline-offset-4">
          Esqueci minha senha
        </Link>
      </p>
    </div>
  );
}
