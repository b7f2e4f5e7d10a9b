import { RentalStaySummary } from '@/components/rentals/rental-stay-summary';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { TextLink } from '@/components/ui/text-link';
import type { RentalView } from '@/lib/rentals/get-rental';
import { StepCard } from './step-card';

/** Back on the unit screen with this draft's stay, to change it there. */
export function changeStayPath(rental: RentalView): string {
  const search = new URLSearchParams({
    start: rental.startDate,
    end: rental.endDate,
    common: String(rental.carSpots.common),
    covered: String(rental.carSpots.covered),
    rental: rental.id,
  });
  return `/projeto/salvo/${rental.apartment.id}?${search.toString()}`;
}

export function StayStep({ rental, onNext }: { rental: RentalView; onNext: () => void }) {
  return (
    <StepCard
      title="Confira a sua estadia"
      description="Estes são o apartamento, as datas e o valor da sua solicitação."
      footer={
        <>
          <TextLink to={changeStayPath(rental)} className="text-center text-sm">
            Alterar datas, apartamento ou vagas
          </TextLink>
          <Button onClick={onNext}>
            Continuar
            <ArrowRightIcon className="size-4" />
          </Button>
        </>
      }
    >
      <RentalStaySummary rental={rental} />
    </StepCard>
  );
}
