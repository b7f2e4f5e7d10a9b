import { DoorAccessCard } from '@/components/stay/door-access-card';
import { SectionPanel } from '@/components/ui/section-panel';
import type { RentalView } from '@/lib/rentals/get-rental';

/** The door code on the rental's page, first of its sections while the stay is under way. */
export function DoorAccessSection({ rental }: { rental: RentalView }) {
  return (
    <SectionPanel
      title="Código de acesso"
      description="O mesmo código abre a portaria e o seu apartamento, só dentro do período da estadia."
    >
      <DoorAccessCard rental={rental} />
    </SectionPanel>
  );
}
