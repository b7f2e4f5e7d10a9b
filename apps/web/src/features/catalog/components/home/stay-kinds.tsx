import { LONG_PERIOD_NIGHTS, pluralize, SHORT_PERIOD_MAX_NIGHTS, splitLongStay } from '@estadia/domain';
import { CalendarIcon, CheckIcon, MoonStayIcon } from '@/components/ui/icons';
import { Container } from '@/components/ui/page-header';

const LONG_EXAMPLE_NIGHTS = 45;

export function StayKinds() {
  const example = splitLongStay(LONG_EXAMPLE_NIGHTS);
  const kinds = [
    {
      id: 'curta',
      Icon: MoonStayIcon,
      title: 'Estadia curta',
      range: `Até ${pluralize(SHORT_PERIOD_MAX_NIGHTS, 'noite')}`,
      price: 'Preço por noite',
      points: [
        'Ideal para viagens a trabalho, eventos e fins de semana',
        'Você paga o preço da noite vezes a quantidade de noites',
        'Pagamento à vista por Pix, boleto ou cartão',
      ],
      example: `Exemplo: 5 noites = 5 × o preço da noite.`,
    },
    {
      id: 'longa',
      Icon: CalendarIcon,
      title: 'Estadia longa',
      range: `A partir de ${pluralize(LONG_PERIOD_NIGHTS, 'noite')}`,
      price: `Preço por período de ${LONG_PERIOD_NIGHTS} noites`,
      points: [
        'Para mudanças, transferências de trabalho e projetos temporários',
        `Noites além de um período completo custam o preço do período ÷ ${LONG_PERIOD_NIGHTS}`,
        'Também pode ser paga com boleto mensal',
      ],
      example: `Exemplo: ${pluralize(LONG_EXAMPLE_NIGHTS, 'noite')} = ${pluralize(example.periods, 'período')} de ${LONG_PERIOD_NIGHTS} noites + ${pluralize(example.extraNights, 'noite')} proporcionais.`,
    },
  ];

  return (
    <section
      aria-labelledby="estadias-titulo"
      className="border-y border-line bg-surface-muted py-16 sm:py-20"
    >
      <Container>
        <div className="max-w-2xl">
          <h2 id="estadias-titulo" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Curta ou longa: você escolhe o tempo, o preço acompanha
          </h2>
          <p className="mt-3 text-ink-muted">
            O tipo de estadia é definido pelas datas que você escolhe, e o valor é calculado automaticamente
            no resumo da reserva.
          </p>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {kinds.map(({ id, Icon, title, range, price, points, example: text }) => (
            <article
              key={id}
              aria-labelledby={`estadia-${id}`}
              className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                  <Icon className="size-6" />
                </span>
                <div>
                  <h3 id={`estadia-${id}`} className="text-xl font-semibold text-ink">
                    {title}
                  </h3>
                  <p className="text-sm font-medium text-accent-ink">{range}</p>
                </div>
              </div>
              <p className="mt-5 text-lg font-semibold text-ink">{price}</p>
              <ul className="mt-3 space-y-2.5">
                {points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-ink-muted">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand" />
                    {point}
                  </li>
                ))}
              </ul>
              <p className="mt-6 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">{text}</p>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
