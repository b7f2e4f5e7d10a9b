import { formatBrDate } from '@estadia/domain';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-error';
import { openPendingTab, showFileInTab } from '@/lib/file-download';
import type { RentalView } from '@/lib/rentals/get-rental';
import { type ExtensionView, useAddendum, useSignAddendum } from './api/extensions';

/** Step 1 of an open extension: the addendum to read (PDF) and sign, by the hash of the bytes read. */
export function AddendumStep({ rental, extension }: { rental: RentalView; extension: ExtensionView }) {
  const addendum = useAddendum(extension.id, true);
  const sign = useSignAddendum(rental.id);
  const [accepted, setAccepted] = useState(false);
  const checkboxId = useId();
  const changed = sign.isError && isApiError(sign.error) && sign.error.code === 'CONTRACT_CHANGED';

  const submit = async () => {
    if (!addendum.data) return;
    try {
      await sign.mutateAsync({ extensionId: extension.id, sha256: addendum.data.sha256 });
    } catch {
      if (changed) void addendum.refetch();
    }
  };

  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold text-ink">1. Assine o termo aditivo</h3>
      {addendum.isPending ? (
        <Skeleton className="h-16 rounded-xl" />
      ) : addendum.isError ? (
        <QueryError inline query={addendum} title="Não foi possível carregar o termo aditivo" />
      ) : (
        <div className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">
            O termo aditivo traz as partes, o contrato original, a saída anterior e a nova, o novo valor e a
            diferença.
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => showFileInTab(openPendingTab(), addendum.data.pdf, 'termo-aditivo.pdf')}
          >
            Abrir o termo aditivo (PDF)
          </Button>
        </div>
      )}
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-4 accent-brand"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm text-ink">
          Li e aceito o termo aditivo, que prorroga a locação até {formatBrDate(extension.end)}.
        </label>
      </div>
      {sign.isError && (
        <Alert tone="error" title="O termo aditivo não foi assinado">
          {errorMessage(sign.error)}
        </Alert>
      )}
      <Button onClick={() => void submit()} disabled={!accepted || !addendum.data || sign.isPending}>
        {sign.isPending ? 'Assinando…' : 'Assinar o termo aditivo'}
      </Button>
    </div>
  );
}
