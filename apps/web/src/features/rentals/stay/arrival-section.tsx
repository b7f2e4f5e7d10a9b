import { SectionPanel } from '../../../components/ui/section-panel';
import type { RentalView } from '../api/get-rental';

/** 'Chegada': the expected arrival time and the cars' plates (filled in by the next steps). */
export function ArrivalSection(_props: { rental: RentalView }) {
  return (
    <SectionPanel title="Chegada" description="Horário previsto e placas dos veículos.">
      <p className="text-sm text-ink-muted">Em breve você poderá informar aqui a sua chegada.</p>
    </SectionPanel>
  );
}
