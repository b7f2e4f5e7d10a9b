import { FaqAccordion } from '@/components/faq/faq-accordion';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/page-header';
import { FAQ_HIGHLIGHTS } from '@/content/faq-highlights';

export function FaqTeaser() {
  return (
    <section aria-labelledby="faq-titulo" className="border-t border-line bg-surface-muted py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <h2 id="faq-titulo" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Perguntas frequentes
          </h2>
          <p className="mt-3 text-ink-muted">
            As dúvidas mais comuns sobre reservas, pagamentos e a chegada ao apartamento.
          </p>
          <ButtonLink to="/faq" variant="secondary" className="mt-6">
            Ver todas as perguntas
          </ButtonLink>
        </div>
        <FaqAccordion entries={FAQ_HIGHLIGHTS} idPrefix="destaque-" />
      </Container>
    </section>
  );
}
