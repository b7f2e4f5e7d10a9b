import { Link } from 'react-router';

export function ResetPasswordPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Redefinir senha</h1>
      <p className="mt-2 text-ink-muted">
        Digite o código que enviamos para o seu e-mail e escolha uma nova senha.
      </p>
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-semibold text-brand-ink underline underline-offset-4">
          Voltar para o login
        </Link>
      </p>
    </div>
  );
}
