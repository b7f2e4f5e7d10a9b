import { SectionPanel } from '../../../components/ui/section-panel';
import type { RentalView } from '../api/get-rental';

/** 'Hóspedes': who will stay (filled in by the next steps). */
export function GuestsSection({ rental }: { rental: RentalView }) {
  return (
    <SectionPanel title="Hóspedes" description={`Até ${rental.projectModality.maxOccupants} pessoas.`}>
      <p className="text-sm text-ink-muted">Em breve você poderá cadastrar aqui quem vai se hospedar.</p>
    </SectionPanel>
  );
}
