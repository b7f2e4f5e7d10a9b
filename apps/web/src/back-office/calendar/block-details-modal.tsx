import { addDays, formatBrDate, nightsBetween, pluralize } from '@estadia/domain';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { toastSuccess } from '@/lib/toast';
import { useDeleteBlock } from './api/delete-block';

export interface BlockTarget {
  block: { id: string; start: string; end: string; reason: string };
  apartmentLabel: string;
  /** Opened by a 'Remover' button: straight to the confirmation. */
  confirming?: boolean;
}

/** '3 noites, de 24/11/2026 a 26/11/2026 (livre em 27/11/2026)'. */
export function blockNights({ start, end }: { start: string; end: string }): string {
  return `${pluralize(nightsBetween(start, end), 'noite')}, de ${formatBrDate(start)} a ${formatBrDate(
    addDays(end, -1),
  )} (livre em ${formatBrDate(end)})`;
}

/**
 * A block's details; with `calendar:write`, 'Remover bloqueio' and its confirmation (the nights are free
 * again at once, so it is asked once more).
 */
export function BlockDetailsModal({
  target,
  canWrite,
  onClose,
}: {
  target: BlockTarget | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteBlock();
  const [confirmingHere, setConfirmingHere] = useState(false);
  const confirming = canWrite && (confirmingHere || Boolean(target?.confirming));

  const close = () => {
    setConfirmingHere(false);
    remove.reset();
    onClose();
  };

  const confirmRemoval = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.block.id);
      toastSuccess('Bloqueio removido. As noites estão livres de novo.');
      close();
    } catch {
      // Shown in the dialog from remove.error.
    }
  };

  return (
    <Modal
      open={target !== null}
      onClose={close}
      dismissible={!remove.isPending}
      size="sm"
      title={confirming ? 'Remover bloqueio?' : 'Bloqueio'}
      description={target?.apartmentLabel}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Manter bloqueio
            </Button>
            <Button variant="danger" onClick={confirmRemoval} isLoading={remove.isPending}>
              Remover bloqueio
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Fechar
            </Button>
            {canWrite && (
              <Button variant="danger" onClick={() => setConfirmingHere(true)}>
                Remover bloqueio
              </Button>
            )}
          </>
        )
      }
    >
      {target && (
        <div className="space-y-4 text-sm">
          <dl className="grid gap-3">
            <div>
              <dt className="font-medium text-ink-muted">Noites</dt>
              <dd className="text-ink">{blockNights(target.block)}</dd>
            </div>
            <div>
              <dt className="font-medium text-ink-muted">Motivo</dt>
              <dd className="break-words text-ink">{target.block.reason}</dd>
            </div>
          </dl>
          {confirming && <p className="text-ink">As noites voltam a ficar livres para locação na hora.</p>}
          {remove.isError && !wasHandled(remove.error) && (
            <Alert tone="error">
              {errorMessage(remove.error, 'Não foi possível remover o bloqueio. Tente novamente.')}
            </Alert>
          )}
        </div>
      )}
    </Modal>
  );
}
