import type { AdminModalityPrices } from '@estadia/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ModalityPricesForm } from './modality-prices-form';

/** The price form of one modality in a dialog; it cannot be dismissed while saving. */
export function EditPricesModal({
  projectName,
  modality,
  onClose,
}: {
  projectName: string;
  /** The modality being edited; null closes the dialog. */
  modality: AdminModalityPrices | null;
  onClose: () => void;
}) {
  const formId = useId();
  const [isSaving, setSaving] = useState(false);

  return (
    <Modal
      open={modality !== null}
      onClose={onClose}
      size="lg"
      dismissible={!isSaving}
      title={modality ? `Preços: ${modality.name}` : 'Preços'}
      description={projectName}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving}>
            Salvar preços
          </Button>
        </>
      }
    >
      {modality && (
        <ModalityPricesForm
          key={modality.id}
          modality={modality}
          formId={formId}
          onSaved={onClose}
          onPendingChange={setSaving}
        />
      )}
    </Modal>
  );
}
