import { ButtonLink } from '@/components/ui/button';
import { BriefcaseIcon } from '@/components/ui/icons';
import { Container } from '@/components/ui/page-header';

export function CorporateCta() {
  return (
    <section aria-labelledby="corporativo-titulo" className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-6 rounded-3xl bg-brand-strong p-8 text-white sm:p-10 md:flex-row md:items-center dark:bg-brand-soft">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15 dark:bg-brand/15">
            <BriefcaseIcon className="size-7 dark:text-brand-ink" />
          </span>
          <div className="flex-1">
            <h2 id="corporativo-titulo" className="text-2xl font-bold tracking-tight dark:text-ink">
              Hospedagem para a sua empresa
            </h2>
            <p className="mt-2 max-w-2xl text-white/85 dark:text-ink-muted">
              Equipes em viagem, transferências e projetos temporários: reservas para vários colaboradores,
              com um único contato e faturamento para a empresa.
            </p>
          </div>
          <ButtonLink to="/reserva-corporativa" variant="accent" size="lg">
            Solicitar proposta
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
