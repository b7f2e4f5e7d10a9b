import { SectionPanel } from '@/components/ui/section-panel';
import type { RentalView } from '@/lib/rentals/get-rental';
import { useInspections } from './api/inspections';
import { InspectionCard } from './inspection-card';

/**
 * 'Vistoria': the state the apartment was handed over in (and given back in), as recorded by the team,
 * with 5 days to agree or contest each item; the move-out beside the move-in.
 */
export function InspectionSection({ rental }: { rental: RentalView }) {
  const inspections = useInspections(rental.id);
  const items = inspections.data?.items ?? [];
  const moveIn = items.find((each) => each.kind === 'MOVE_IN');
  const moveOut = items.find((each) => each.kind === 'MOVE_OUT');
  return (
    <SectionPanel
      title="Vistoria"
      description="O estado de cada item do apartamento na entrega das chaves e na devolução, com fotos. Você tem 5 dias para concordar ou contestar."
    >
      {inspections.isError ? (
        <p className="text-sm text-danger">
          Não foi possível carregar a vistoria. Tente novamente em instantes.
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {inspections.isPending
            ? 'Carregando…'
            : 'A vistoria de entrada aparece aqui quando a nossa equipe a registrar, na entrega das chaves.'}
        </p>
      ) : (
        <div className={`grid items-start gap-4 ${moveIn && moveOut ? 'lg:grid-cols-2' : ''}`}>
          {moveIn && <InspectionCard rentId={rental.id} inspection={moveIn} />}
          {moveOut && <InspectionCard rentId={rental.id} inspection={moveOut} moveIn={moveIn} />}
        </div>
      )}
    </SectionPanel>
  );
}
