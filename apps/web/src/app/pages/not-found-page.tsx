import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/page-header';
import { isBackOfficeBuild } from '@/config/env';

export function NotFoundPage() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-brand sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Página não encontrada</h1>
      {isBackOfficeBuild ? (
        <>
          <p className="mt-4 max-w-lg text-lg text-ink-muted">
            O endereço pode ter mudado, não existir mais ou pedir uma permissão que o seu perfil não tem.
          </p>
          <div className="mt-8">
            <ButtonLink to="/" size="lg">
              Voltar ao painel
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 max-w-lg text-lg text-ink-muted">
            O endereço pode ter mudado ou não existe mais. Que tal voltar ao início e continuar procurando o
            seu apartamento?
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/home" size="lg">
              Voltar para o início
            </ButtonLink>
            <ButtonLink to="/faq" size="lg" variant="secondary">
              Perguntas frequentes
            </ButtonLink>
          </div>
        </>
      )}
    </Container>
  );
}
