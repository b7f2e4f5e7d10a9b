import { pluralize } from '@estadia/domain';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { SectionPanel } from '@/components/ui/section-panel';
import { useStaffAccess } from '../use-staff-access';
import { useGuaranteeQueue } from './api/guarantees-api';
import { GuaranteeQueueList } from './components/guarantee-queue-list';
import { SavingsRatesPanel } from './components/savings-rates-panel';

/**
 * Garantias: what waits for staff about the rentals' guarantees — each caução held past its stay (to propose,
 * contested, agreed, or awaiting the customer's answer) and each yield to transfer — and the official
 * poupança rates the cauções earn.
 */
export function GuaranteesPage() {
  const queue = useGuaranteeQueue();
  const canWrite = useStaffAccess('payments', 'write');
  const canReadRentals = useStaffAccess('rentals', 'read');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Garantias"
        intro="Cauções a acertar depois da saída, propostas aguardando o cliente, rendimentos a transferir e as taxas da poupança que as cauções rendem."
      />
      <SectionPanel
        title="Fila"
        description={
          queue.data
            ? pluralize(queue.data.items.length, 'locação esperando', 'locações esperando')
            : undefined
        }
      >
        <QueryState
          query={queue}
          error={{ title: 'Não foi possível carregar a fila das garantias' }}
          loading={
            <p className="text-sm text-ink-muted" role="status">
              Carregando a fila…
            </p>
          }
        >
          {(data) => <GuaranteeQueueList items={data.items} linkToRental={canReadRentals} />}
        </QueryState>
      </SectionPanel>
      <SavingsRatesPanel canWrite={canWrite} />
    </div>
  );
}
