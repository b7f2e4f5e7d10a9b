import { formatBrDate } from '@estadia/domain';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { Badge } from '@/components/ui/badge';
import { ShieldIcon } from '@/components/ui/booking-icons';
import { ButtonLink } from '@/components/ui/button';
import { Container, PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useGuaranteedRentals } from '@/lib/guarantor/get-guaranteed-rentals';
import { GUARANTOR_STEP_LABELS, guarantorStep } from '@/lib/guarantor/guarantor-step';

/** '/fiador/locacoes': the leases the person answered for as fiador, each with what it waits for. */
export function GuaranteedRentalsPage() {
  const rentals = useGuaranteedRentals();
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Locações que você garante"
        intro="As locações em que você é fiador: leia e assine o contrato, e acompanhe cada uma."
      />
      <div className="mt-8 max-w-4xl">
        <QueryState
          query={rentals}
          error={{ title: 'Não foi possível carregar as locações que você garante' }}
          loading={
            <div className="space-y-4" aria-busy="true">
              <span className="sr-only" role="status">
                Carregando as locações que você garante
              </span>
              <Skeleton className="h-28 w-full" />
            </div>
          }
          isEmpty={(data) => data.items.length === 0}
          empty={
            <StateMessage
              icon={<ShieldIcon className="size-6" />}
              title="Você ainda não é fiador de nenhuma locação"
            >
              Quando alguém indicar você como fiador, o convite chega por e-mail; depois de responder, a
              locação aparece aqui.
            </StateMessage>
          }
        >
          {(data) => (
            <ul className="space-y-4">
              {data.items.map((rental) => {
                const step = guarantorStep(rental);
                return (
                  <li
                    key={rental.id}
                    className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0 space-y-1">
                      <p className="font-semibold text-ink">{rental.project.name}</p>
                      <p className="text-sm text-ink-muted">
                        {apartmentLabel(rental.apartment)} · {formatBrDate(rental.startDate)} a{' '}
                        {formatBrDate(rental.endDate)}
                      </p>
                      <Badge tone={step === 'TO_SIGN' ? 'warning' : step === 'ENDED' ? 'neutral' : 'info'}>
                        {GUARANTOR_STEP_LABELS[step]}
                      </Badge>
                    </div>
                    <ButtonLink
                      to={`/fiador/locacoes/${rental.id}`}
                      variant={step === 'TO_SIGN' ? 'primary' : 'secondary'}
                      aria-label={`${step === 'TO_SIGN' ? 'Assinar o contrato' : 'Ver a locação'}: ${rental.project.name}, ${formatBrDate(rental.startDate)}`}
                    >
                      {step === 'TO_SIGN' ? 'Assinar o contrato' : 'Ver a locação'}
                    </ButtonLink>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </div>
    </Container>
  );
}
