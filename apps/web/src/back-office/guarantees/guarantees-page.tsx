import { pluralize } from '@estadia/domain';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { SectionPanel } from '../../components/ui/section-panel';
import { StateMessage } from '../../components/ui/state-message';
import { AlertIcon } from '../../components/ui/status-icons';
import { errorMessage } from '../../lib/api-error';
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
        {queue.isError && !queue.data ? (
          <StateMessage
            tone="error"
            icon={<AlertIcon className="size-6" />}
            title="Não foi possível carregar a fila das garantias"
            action={
              <Button variant="secondary" onClick={() => queue.refetch()} isLoading={queue.isFetching}>
                Tentar de novo
              </Button>
            }
          >
            {errorMessage(queue.error, 'Tente de novo em instantes.')}
          </StateMessage>
        ) : queue.data ? (
          <GuaranteeQueueList items={queue.data.items} linkToRental={canReadRentals} />
        ) : (
          <p className="text-sm text-ink-muted" role="status">
            Carregando a fila…
          </p>
        )}
      </SectionPanel>
      <SavingsRatesPanel canWrite={canWrite} />
    </div>
  );
}
