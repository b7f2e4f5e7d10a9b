import { useEffect, useId, useRef, useState } from 'react';
import { PanelHeading } from '../../../../components/payments/panel-heading';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FileSignatureIcon } from '../../../../components/ui/icons';
import { errorMessage, wasHandled } from '../../../../lib/api-error';
import type { RentalView } from '../../../../lib/rentals/get-rental';
import { toastSuccess } from '../../../../lib/toast';
import { useContractDocument } from '../../api/get-contract';
import { useProfile } from '../../api/get-profile';
import { isContractChanged, useSignContract } from '../../api/sign-contract';
import { ContractDocument } from './contract-document';
import { ContractSummary } from './contract-summary';

export const ACCEPT_LABEL = 'Li e aceito os termos do contrato de locação';

/**
 * Signing: the contract's summary, the full PDF (fetched once and hashed, opened in a new tab from the
 * same bytes), the acceptance and the signature, which sends that hash. The server answers the rental
 * awaiting payment, and the screen moves on; or 409 CONTRACT_CHANGED when the contract changed since it
 * was shown: the new version is fetched, the acceptance cleared, and the customer asked again.
 */
export function ContractStep({ rental }: { rental: RentalView }) {
  const id = useId();
  const profile = useProfile();
  const contract = useContractDocument(rental.id);
  const sign = useSignContract();
  const [accepted, setAccepted] = useState(false);
  const [changed, setChanged] = useState(false);
  const changedNotice = useRef<HTMLDivElement>(null);
  const hintId = `${id}-dica`;
  const ready = Boolean(contract.data) && !contract.isFetching;

  useEffect(() => {
    if (changed) changedNotice.current?.focus();
  }, [changed]);

  const submit = async () => {
    if (!contract.data) return;
    try {
      await sign.mutateAsync({ rentId: rental.id, sha256: contract.data.sha256 });
      toastSuccess('Contrato assinado.');
    } catch (error) {
      if (isContractChanged(error)) {
        setAccepted(false);
        setChanged(true);
      }
    }
  };

  const hint = !ready
    ? 'O contrato está sendo carregado.'
    : accepted
      ? 'Registramos a data, a hora e o endereço de onde você assinou.'
      : changed
        ? 'Leia a nova versão e marque que aceita os termos para assinar.'
        : 'Para assinar, marque que leu e aceita os termos do contrato.';

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
        {changed && (
          <div ref={changedNotice} tabIndex={-1} className="rounded-xl outline-none">
            <Alert tone="warning" title="O contrato foi atualizado">
              O contrato mudou depois que você o abriu, então nada foi assinado. Confira a nova versão abaixo
              e, se estiver de acordo, aceite os termos e assine de novo.
            </Alert>
          </div>
        )}
        <ContractDocument rentId={rental.id} contract={contract} isNewVersion={changed} />
        <CheckboxField
          label={ACCEPT_LABEL}
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
          <Button
            size="lg"
            onClick={submit}
            disabled={!accepted || !ready}
            isLoading={sign.isPending}
            aria-describedby={accepted && ready ? undefined : hintId}
          >
            {!sign.isPending && <FileSignatureIcon className="size-5" />}
            Assinar contrato
          </Button>
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        </div>
        {sign.isError && !wasHandled(sign.error) && !isContractChanged(sign.error) && (
          <Alert tone="error">
            {errorMessage(sign.error, 'Não foi possível assinar o contrato. Tente novamente.')}
          </Alert>
        )}
      </div>
    </section>
  );
}
