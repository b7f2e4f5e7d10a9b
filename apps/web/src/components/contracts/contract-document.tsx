import { errorMessage } from '@/lib/api-error';
import type { useContractDocument } from '@/lib/contracts/get-contract';
import { openPendingTab, showFileInTab } from '@/lib/file-download';
import { contractFileName } from '../payments/file-names';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { FileTextIcon } from '../ui/file-icons';
import { Skeleton } from '../ui/skeleton';

/**
 * The full contract as a PDF: fetched once when the step shows, opened in a new tab from those same
 * bytes, so what the customer reads is what the signature's hash names. 'Nova versão' once the server
 * said the contract changed.
 */
export function ContractDocument({
  rentId,
  contract,
  isNewVersion,
}: {
  rentId: string;
  contract: ReturnType<typeof useContractDocument>;
  isNewVersion: boolean;
}) {
  const open = () => {
    if (!contract.data) return;
    showFileInTab(openPendingTab(), contract.data.pdf, contractFileName(rentId));
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <FileTextIcon className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <div className="text-sm text-ink">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            Contrato de locação
            {isNewVersion && contract.data && <Badge tone="warning">Nova versão</Badge>}
          </p>
          {contract.isPending ? (
            <p className="text-ink-muted" role="status">
              Preparando o contrato…
            </p>
          ) : contract.isError ? (
            <p className="text-danger">
              {errorMessage(contract.error, 'Não foi possível carregar o contrato.')}
            </p>
          ) : (
            <p className="text-ink-muted">Todas as cláusulas, em PDF. É esta versão que você assina.</p>
          )}
        </div>
      </div>
      {contract.isPending ? (
        <Skeleton className="h-9 w-56 max-w-full" />
      ) : contract.isError ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => contract.refetch()}
          isLoading={contract.isFetching}
        >
          Tentar novamente
        </Button>
      ) : (
        <Button variant={isNewVersion ? 'primary' : 'secondary'} size="sm" onClick={open}>
          <FileTextIcon className="size-4" />
          {isNewVersion ? 'Abrir a nova versão (PDF)' : 'Abrir contrato completo (PDF)'}
        </Button>
      )}
    </div>
  );
}
