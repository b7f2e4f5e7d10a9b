import { useId, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { useContractDocument } from '@/lib/contracts/get-contract';
import { isContractChanged, useSignContract } from '@/lib/contracts/sign-contract';
import { toastSuccess } from '@/lib/toast';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { FileSignatureIcon } from '../ui/icons';
import { ContractDocument } from './contract-document';

export const ACCEPT_LABEL = 'Li e aceito os termos do contrato de locação';

/**
 * The contract's full PDF (fetched once and hashed, opened in a new tab from the same bytes), the acceptance
 * and the signature, which sends that hash — for the customer and for the fiador alike, each from their own
 * account. On 409 CONTRACT_CHANGED the new version is fetched, the acceptance cleared, and the signer asked
 * again.
 */
export function ContractSigningForm({ rentId }: { rentId: string }) {
  const id = useId();
  const contract = useContractDocument(rentId);
  const sign = useSignContract();
  const [accepted, setAccepted] = useState(false);
  const [changed, setChanged] = useState(false);
  const changedNotice = useRef<HTMLDivElement>(null);
  const hintId = `${id}-dica`;
  const ready = Boolean(contract.data) && !contract.isFetching;

  useLayoutEffect(() => {
    if (changed) changedNotice.current?.focus();
  }, [changed]);

  const submit = async () => {
    if (!contract.data) return;
    try {
      await sign.mutateAsync({ rentId, sha256: contract.data.sha256 });
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
    <div className="space-y-4">
      {changed && (
        <div ref={changedNotice} tabIndex={-1} className="rounded-xl outline-none">
          <Alert tone="warning" title="O contrato foi atualizado">
            O contrato mudou depois que você o abriu, então nada foi assinado. Confira a nova versão abaixo e,
            se estiver de acordo, aceite os termos e assine de novo.
          </Alert>
        </div>
      )}
      <ContractDocument rentId={rentId} contract={contract} isNewVersion={changed} />
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
  );
}
