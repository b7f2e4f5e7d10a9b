import { Link } from 'react-router';

export function RecoverPasswordPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Recuperar senha</h1>
      <p className="mt-2 text-ink-muted">
        Informe o e-mail da sua conta e enviaremos um código para você criar uma nova senha.
      </p>
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-semibold text-brand-ink underline underline-offset-4">
          Voltar para o login
        </Link>
      </p>
    </div>
  );
}
