import { CONTACT, formatPhone } from '@estadia/domain';
import { Link } from 'react-router';
import { FaqAccordion } from '@/components/faq/faq-accordion';
import { buttonClasses } from '@/components/ui/button';
import { HydrateApart } from '@/components/ui/hydrate-apart';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { Container, PageHeader } from '@/components/ui/page-header';
import { FAQ_GROUPS } from '@/content/faq';
import { BelowTheFold, belowTheFold } from '@/lib/below-the-fold';

// The contact form closes the page, below every question: its code (and the form library's) is
// downloaded when the visitor comes near it, or follows a link to #fale-conosco.
const contactForm = belowTheFold('fale-conosco', () =>
  import('../components/contact-form').then((m) => m.ContactForm),
);

export function FaqPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Ajuda"
        title="Perguntas frequentes"
        intro="Tudo o que você precisa saber sobre reservas, pagamentos e a sua estadia. Não encontrou a resposta? Fale com a gente logo abaixo."
      />

      <nav aria-label="Temas" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <Link
                to={`#${group.id}`}
                className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand-ink"
              >
                {group.title}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="#fale-conosco"
              className="inline-flex rounded-full bg-brand-soft px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-brand/20"
            >
              Fale conosco
            </Link>
          </li>
        </ul>
      </nav>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-16">
        <div className="space-y-12">
          {FAQ_GROUPS.map((group) => (
            <section key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id} className="mb-4 scroll-mt-24 text-xl font-semibold tracking-tight text-ink">
                {group.title}
              </h2>
              {/* Each group of questions is hydrated in a task of its own (four groups, a dozen questions). */}
              <HydrateApart>
                <FaqAccordion entries={group.entries} />
              </HydrateApart>
            </section>
          ))}
        </div>
        <aside aria-labelledby="ajuda-titulo" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-line bg-surface-muted p-6">
            <h2 id="ajuda-titulo" className="text-lg font-semibold text-ink">
              Não encontrou sua resposta?
            </h2>
            <p className="mt-2 text-sm leading-6 text-ink-muted">
              Nossa equipe responde por e-mail em dias úteis. Para assuntos urgentes da sua estadia, ligue.
            </p>
            <Link to="#fale-conosco" className={buttonClasses({ fullWidth: true, className: 'mt-5' })}>
              Enviar uma mensagem
            </Link>
            <ul className="mt-5 space-y-2 text-sm">
              <li>
                <Link to="/politica-cancelamento" className="font-medium text-brand-ink hover:underline">
                  Política de cancelamento
                </Link>
              </li>
              <li>
                <Link to="/regulamento-interno" className="font-medium text-brand-ink hover:underline">
                  Regulamento interno
                </Link>
              </li>
            </ul>
          </div>
        </aside>
      </div>

      <section
        aria-labelledby="fale-conosco"
        className="mt-16 grid gap-10 rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_2fr]"
      >
        <div>
          <h2 id="fale-conosco" className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink">
            Fale conosco
          </h2>
          <p className="mt-3 text-ink-muted">
            Mande sua dúvida, sugestão ou pedido. Se preferir, use um dos nossos canais diretos.
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            <li>
              <a
                href={CONTACT.phoneHref}
                className="inline-flex items-center gap-2 font-medium text-ink hover:underline"
              >
                <PhoneIcon className="size-5 text-brand" />
                {formatPhone(CONTACT.phone)}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${CONTACT.email}`}
                className="inline-flex items-center gap-2 font-medium text-ink hover:underline"
              >
                <MailIcon className="size-5 text-brand" />
                {CONTACT.email}
              </a>
            </li>
          </ul>
        </div>
        <BelowTheFold part={contactForm} />
      </section>
    </Container>
  );
}
