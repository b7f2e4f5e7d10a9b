import { type ApartmentNotReady, apartmentLabel } from '@estadia/domain';
import { HOUSEKEEPING_TONES, housekeepingLabel } from '@/components/housekeeping/housekeeping-labels';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { SectionPanel } from '@/components/ui/section-panel';
import { TextLink } from '@/components/ui/text-link';

/** Apartments a guest arrives in today that are still dirty or out of service: the housekeeping's priority. */
export function NotReadyPanel({
  apartments,
  canOpenRentals,
  canOpenBoard,
}: {
  apartments: ApartmentNotReady[];
  canOpenRentals: boolean;
  canOpenBoard: boolean;
}) {
  return (
    <SectionPanel
      title="Apartamentos não prontos para quem chega hoje"
      description="Sujos ou fora de serviço, com check-in hoje."
      actions={
        canOpenBoard && apartments.length > 0 ? (
          <ButtonLink to={`/governanca?project=${apartments[0]!.projectId}`} variant="secondary" size="sm">
            Abrir a governança
          </ButtonLink>
        ) : undefined
      }
    >
      {apartments.length === 0 ? (
        <p className="text-sm text-ink-muted">Todos os apartamentos com check-in hoje estão prontos.</p>
      ) : (
        <ul className="divide-y divide-line">
          {apartments.map((apartment) => (
            <li
              key={apartment.apartmentId}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {apartment.projectName} · {apartmentLabel(apartment)}
                </p>
                <p className="text-sm text-ink-muted">
                  Chega hoje:{' '}
                  {canOpenRentals ? (
                    <TextLink to={`/locacoes/${apartment.rentalId}`}>{apartment.customerName}</TextLink>
                  ) : (
                    apartment.customerName
                  )}
                </p>
              </div>
              <Badge tone={HOUSEKEEPING_TONES[apartment.state]}>{housekeepingLabel(apartment.state)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionPanel>
  );
}
