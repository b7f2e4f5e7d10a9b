import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FileTextIcon } from '../../../../components/ui/file-icons';
import { FileSignatureIcon } from '../../../../components/ui/icons';
import { errorMessage, wasHandled } from '../../../../lib/api-error';
import { toastSuccess } from '../../../../lib/toast';
import { getContractPdf } from '../../api/get-contract';
import { useProfile } from '../../api/get-profile';
import type { RentalView } from '../../api/get-rental';
import { useSignContract } from '../../api/sign-contract';
import { contractFileName } from '../../payment/file-names';
import { DownloadButton } from '../download-button';
import { PanelHeading } from '../payment/panel-heading';
import { ContractSummary } from './contract-summary';

export const ACCEPT_LABEL = 'Li e aceito os termos do contrato de locação';

/**
 * Signing: the contract's summary, the full PDF in a new tab, the acceptance and the signature. The
 * server answers the rental awaiting payment, and the screen moves on to the payment.
 */
export function ContractStep({ rental }: { rental: RentalView }) {
  const id = useId();
  const profile = useProfile();
  const sign = useSignContract();
  const [accepted, setAccepted] = useState(false);
  const hintId = `${id}-dica`;

  const submit = async () => {
    try {
      await sign.mutateAsync(rental.id);
      toastSuccess('Contrato assinado.');
    } catch {
      // Shown below from sign.error.
    }
  };

  return (
    <section
      aria-labelledby="contrato-titulo"
      className="rounded-2xl border border-line bg-surface shadow-card"
    >
      <div className="border-b border-line px-4 py-4 sm:px-6">
        <PanelHeading id="contrato-titulo">Assinatura do contrato</PanelHeading>
        <p className="mt-1 text-sm text-ink-muted">
          Confira o resumo e o contrato completo. A assinatura eletrônica vale como a assinatura em papel.
        </p>
      </div>
      <div className="px-4 py-5 sm:px-6">
        <ContractSummary
          rental={rental}
          customer={
            profile.data ? { name: profile.data.name, cpfOrCnpj: profile.data.cpfOrCnpj ?? null } : null
          }
        />
      </div>
      <div className="space-y-4 border-t border-line px-4 py-5 sm:px-6">
        <div className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <FileTextIcon className="mt-0.5 size-5 shrink-0 text-ink-muted" />
            <p className="text-sm text-ink">
              <span className="font-semibold">Contrato de locação</span>
              <span className="block text-ink-muted">Todas as cláusulas, em PDF.</span>
            </p>
          </div>
          <DownloadButton
            mode="open"
            fetchFile={() => getContractPdf(rental.id)}
            fileName={contractFileName(rental.id)}
            icon={<FileTextIcon className="size-4" />}
          >
            Abrir contrato completo (PDF)
          </DownloadButton>
        </div>
        <CheckboxField
          label={ACCEPT_LABEL}
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
          <Button
            size="lg"
            onClick={submit}
            disabled={!accepted}
            isLoading={sign.isPending}
            aria-describedby={accepted ? undefined : hintId}
          >
            {!sign.isPending && <FileSignatureIcon className="size-5" />}
            Assinar contrato
          </Button>
          <p id={hintId} className="text-sm text-ink-muted">
            {accepted
              ? 'Registramos a data, a hora e o endereço de onde você assinou.'
              : 'Para assinar, marque que leu e aceita os termos do contrato.'}
          </p>
        </div>
        {sign.isError && !wasHandled(sign.error) && (
          <Alert tone="error">
            {errorMessage(sign.error, 'Não foi possível assinar o contrato. Tente novamente.')}
          </Alert>
        )}
      </div>
    </section>
  );
}
