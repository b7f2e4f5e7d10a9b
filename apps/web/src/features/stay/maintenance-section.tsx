import { canOpenMaintenanceRequest, todayIso } from '@estadia/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SectionPanel } from '@/components/ui/section-panel';
import type { RentalView } from '@/lib/rentals/get-rental';
import { useMaintenanceRequests } from './api/maintenance-requests';
import { MaintenanceCard } from './maintenance-card';
import { MaintenanceOpenForm } from './maintenance-open-form';

/**
 * 'Solicitações': repair requests of the stay. Opened from the check-in day to the check-out day; each
 * one shows its status, deadline, history and the conversation with the team.
 */
export function MaintenanceSection({ rental }: { rental: RentalView }) {
  const requests = useMaintenanceRequests(rental.id);
  const [opening, setOpening] = useState(false);
  const canOpen = canOpenMaintenanceRequest(rental, todayIso());
  const items = requests.data?.items ?? [];
  return (
    <SectionPanel
      title="Solicitações"
      description="Algo quebrou ou não funciona? Abra uma solicitação: emergências em até 4 horas, urgentes em até 3 dias, as demais em até 7 dias."
      actions={
        canOpen && !opening ? (
          <Button size="sm" onClick={() => setOpening(true)}>
            Nova solicitação
          </Button>
        ) : undefined
      }
    >
      <div className="space-y-4">
        {opening && <MaintenanceOpenForm rentId={rental.id} onDone={() => setOpening(false)} />}
        {!canOpen && (
          <p className="text-sm text-ink-muted">
            Você pode abrir solicitações do dia do check-in ao dia do check-out.
          </p>
        )}
        {requests.isError ? (
          <p className="text-sm text-danger">
            Não foi possível carregar as solicitações. Tente novamente em instantes.
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-ink-muted">
            {requests.isPending ? 'Carregando…' : 'Nenhuma solicitação até agora.'}
          </p>
        ) : (
          items.map((request) => <MaintenanceCard key={request.id} rentId={rental.id} request={request} />)
        )}
      </div>
    </SectionPanel>
  );
}
