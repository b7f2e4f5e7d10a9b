import { ContractSigners } from '@/components/contracts/contract-signers';
import { ContractSigningForm } from '@/components/contracts/contract-signing-form';
import { PanelHeading } from '@/components/payments/panel-heading';
import { useProfile } from '@/features/rentals/api/get-profile';
import { signatureOf } from '@/lib/contracts/signatures';
import { formatBrDateTimeAt } from '@/lib/countdown';
import type { RentalView } from '@/lib/rentals/get-rental';
import { ContractSummary } from './contract-summary';

export { ACCEPT_LABEL } from '@/components/contracts/contract-signing-form';

/**
 * Signing: the contract's summary, then the full PDF, the acceptance and the signature (ContractSigningForm).
 * The server answers the rental awaiting payment, and the screen moves on. In a fiança the fiador signs too,
 * from their own account: the step lists both, and once the customer signed it waits for the fiador.
 */
export function ContractStep({ rental }: { rental: RentalView }) {
  const profile = useProfile();
  const fiador = rental.guarantee?.type === 'GUARANTOR';
  const mine = signatureOf(rental, 'TENANT');

  return (
    <section
      aria-labelledby="contrato-titulo"
      className="rounded-2xl border border-line bg-surface shadow-card"
    >
      <div className="border-b border-line px-4 py-4 sm:px-6">
        <PanelHeading id="contrato-titulo">Assinatura do contrato</PanelHeading>
        <p className="mt-1 text-sm text-ink-muted">
          {mine
            ? `Você assinou em ${formatBrDateTimeAt(mine.signedAt)}. Falta a assinatura do fiador: enviamos o ` +
              'contrato a ele por e-mail, e a locação segue para o pagamento assim que ele assinar.'
            : 'Confira o resumo e o contrato completo. A assinatura eletrônica vale como a assinatura em papel.'}
        </p>
      </div>
      {!mine && (
        <div className="px-4 py-5 sm:px-6">
          <ContractSummary
            rental={rental}
            customer={
              profile.data ? { name: profile.data.name, cpfOrCnpj: profile.data.cpfOrCnpj ?? null } : null
            }
          />
        </div>
      )}
      {fiador && (
        <div className="space-y-2 border-t border-line px-4 py-5 sm:px-6">
          {!mine && (
            <p className="text-sm text-ink-muted">
              Este contrato é assinado por você e pelo fiador, cada um na própria conta, sobre o mesmo
              documento.
            </p>
          )}
          <ContractSigners rental={rental} you="TENANT" />
        </div>
      )}
      {!mine && (
        <div className="border-t border-line px-4 py-5 sm:px-6">
          <ContractSigningForm rentId={rental.id} />
        </div>
      )}
    </section>
  );
}
