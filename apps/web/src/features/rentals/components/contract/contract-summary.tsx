import {
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  formatBrDate,
  formatCpfOrCnpj,
  PERIOD_KIND_LABELS,
  PRODUCT_NAME,
  pluralize,
} from '@estadia/domain';
import type { ReactNode } from 'react';
import { projectAddress } from '@/components/rentals/project-address';
import { priceLines } from '@/components/rentals/rental-stay-summary';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import type { RentalView } from '@/lib/rentals/get-rental';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold tracking-wide text-ink-subtle uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Facts({ facts }: { facts: { term: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.term} className="min-w-0">
          <dt className="text-sm text-ink-subtle">{fact.term}</dt>
          <dd className="font-medium break-words text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The contract in a few lines, before the full PDF: who signs, the apartment, the dates and times, every
 * price line and the total, and what the cancellation policy says.
 */
export function ContractSummary({
  rental,
  customer,
}: {
  rental: RentalView;
  /** Null while the profile loads. */
  customer: { name: string; cpfOrCnpj: string | null } | null;
}) {
  return (
    <div className="space-y-5">
      <Section title="Partes">
        <Facts
          facts={[
            {
              term: 'Locatário',
              value: customer ? customer.name : <Skeleton className="mt-1 h-5 w-40" />,
            },
            {
              term: 'CPF/CNPJ',
              value: customer ? (
                customer.cpfOrCnpj ? (
                  formatCpfOrCnpj(customer.cpfOrCnpj)
                ) : (
                  'Não informado'
                )
              ) : (
                <Skeleton className="mt-1 h-5 w-32" />
              ),
            },
            { term: 'Locadora', value: PRODUCT_NAME },
          ]}
        />
      </Section>
      <Section title="Imóvel">
        <Facts
          facts={[
            { term: 'Projeto', value: rental.project.name },
            { term: 'Apartamento', value: apartmentLabel(rental.apartment) },
            { term: 'Endereço', value: projectAddress(rental.project) },
            {
              term: 'Modalidade',
              value: `${rental.projectModality.name} · ${PERIOD_KIND_LABELS[rental.period]}`,
            },
          ]}
        />
      </Section>
      <Section title="Período">
        <Facts
          facts={[
            { term: 'Check-in', value: `${formatBrDate(rental.startDate)} a partir das ${CHECK_IN_TIME}` },
            { term: 'Check-out', value: `${formatBrDate(rental.endDate)} até ${CHECK_OUT_TIME}` },
            { term: 'Duração', value: pluralize(rental.nights, 'noite') },
          ]}
        />
      </Section>
      <Section title="Valores">
        <PriceBreakdown lines={priceLines(rental.priceLines)} totalCents={rental.rentalValueCents} />
      </Section>
      <Section title="Cancelamento">
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink">
          <li>Até o pagamento ser aprovado, você cancela sem custo em Minhas locações.</li>
          <li>Valores pagos antes da aprovação do pagamento são devolvidos integralmente.</li>
          <li>Sem pagamento no prazo da reserva, a pré-locação é cancelada automaticamente.</li>
          <li>
            Depois do pagamento aprovado, vale o contrato: desistência em até 7 dias da assinatura, antes do
            início da estadia, com devolução integral.
          </li>
        </ul>
        <p className="mt-3 text-sm text-ink-muted">
          Leia a <TextLink to="/politica-cancelamento">Política de cancelamento</TextLink> e o{' '}
          <TextLink to="/regulamento-interno">Regulamento interno</TextLink>.
        </p>
      </Section>
    </div>
  );
}
