import { formatBrDate } from '@estadia/domain';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-error';
import { openPendingTab, showFileInTab } from '@/lib/file-download';
import { type ExtensionView, useAddendum, useSignAddendum } from '@/lib/stay/extensions';

/**
 * The addendum of an open extension to read (PDF) and sign, by the hash of the bytes read: the customer's first
 * step, or the fiador's consent in a fiança (`asGuarantor`).
 */
export function AddendumStep({
  rentId,
  extension,
  heading,
  asGuarantor = false,
}: {
  rentId: string;
  extension: ExtensionView;
  heading: string;
  asGuarantor?: boolean;
}) {
  const addendum = useAddendum(extension.id, true);
  const sign = useSignAddendum(rentId);
  const [accepted, setAccepted] = useState(false);
  const checkboxId = useId();

  const submit = async () => {
    if (!addendum.data) return;
    try {
      await sign.mutateAsync({ extensionId: extension.id, sha256: addendum.data.sha256 });
    } catch (error) {
      // Another party signed first, or the data changed: the bytes to sign are read again.
      if (isApiError(error) && error.code === 'CONTRACT_CHANGED') void addendum.refetch();
    }
  };

  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      {addendum.isPending ? (
        <Skeleton className="h-16 rounded-xl" />
      ) : addendum.isError ? (
        <QueryError inline query={addendum} title="Não foi possível carregar o termo aditivo" />
      ) : (
        <div className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">
            {asGuarantor
              ? 'O termo aditivo traz a saída anterior e a nova e o novo valor. Ao assiná-lo, você anui à ' +
                'prorrogação e a fiança passa a cobrir as noites acrescentadas.'
              : 'O termo aditivo traz as partes, o contrato original, a saída anterior e a nova, o novo valor e a ' +
                'diferença.'}
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
          {asGuarantor
            ? `Li o termo aditivo e, como fiador, anuo à prorrogação da locação até ${formatBrDate(extension.end)}.`
            : `Li e aceito o termo aditivo, que prorroga a locação até ${formatBrDate(extension.end)}.`}
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
