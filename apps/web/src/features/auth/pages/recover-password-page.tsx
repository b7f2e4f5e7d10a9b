import { HydrateApart } from '@/components/ui/hydrate-apart';
import { TextLink } from '@/components/ui/text-link';
import { RecoverPasswordForm } from '../components/recover-password-form';

export function RecoverPasswordPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Recuperar senha</h1>
      <p className="mt-2 text-ink-muted">
        Informe o e-mail da sua conta e enviaremos um código para você criar uma nova senha.
      </p>
      <div className="mt-6">
        <HydrateApart>
          <RecoverPasswordForm />
        </HydrateApart>
      </div>
      <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-line pt-5 text-sm">
        <TextLink to="/login">Voltar para o login</TextLink>
        <TextLink to="/redefinir-senha">Já tenho um código</TextLink>
      </div>
    </div>
  );
}
