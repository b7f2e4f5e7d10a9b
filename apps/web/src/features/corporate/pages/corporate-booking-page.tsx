import { HydrateApart } from '@/components/ui/hydrate-apart';
import { BriefcaseIcon, CalendarIcon, FileSignatureIcon, UsersIcon } from '@/components/ui/icons';
import { Container, PageHeader } from '@/components/ui/page-header';
import { CorporateRequestForm } from '../components/corporate-request-form';

const BENEFITS = [
  {
    Icon: UsersIcon,
    title: 'Equipes de qualquer tamanho',
    text: 'Do colaborador em viagem ao time inteiro em um projeto temporário.',
  },
  {
    Icon: CalendarIcon,
    title: 'Estadias curtas e longas',
    text: 'Preço por noite até 29 noites e por período de 30 noites a partir daí.',
  },
  {
    Icon: FileSignatureIcon,
    title: 'Contrato no CNPJ',
    text: 'Contrato e cobrança em nome da empresa, com um único ponto de contato.',
  },
  {
    Icon: BriefcaseIcon,
    title: 'Atendimento dedicado',
    text: 'Nossa equipe comercial monta a proposta e acompanha toda a hospedagem.',
  },
];

export function CorporateBookingPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Para empresas"
        title="Reserva corporativa"
        intro="Hospede colaboradores com conforto e previsibilidade. Conte o que a sua empresa precisa e receba uma proposta sob medida."
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <ul className="space-y-6">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                <Icon className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold text-ink">{title}</h2>
                <p className="mt-1 text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="solicitacao-titulo"
          className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8"
        >
          <h2 id="solicitacao-titulo" className="text-xl font-bold tracking-tight text-ink">
            Solicite uma proposta
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-muted">
            Todos os campos são obrigatórios, exceto os indicados.
          </p>
          <HydrateApart>
            <CorporateRequestForm />
          </HydrateApart>
        </section>
      </div>
    </Container>
  );
}
