import { CONTRACT_SIGNER_ROLE_LABELS, type ContractSignerRole, type Rental } from '@estadia/domain';
import { contractSignerRoles, signatureOf } from '@/lib/contracts/signatures';
import { formatBrDateTimeAt } from '@/lib/countdown';
import { ClockIcon } from '../ui/booking-icons';
import { CheckIcon } from '../ui/icons';

/**
 * Each party and where their signature stands — 'Locatário · Ana Souza: assinou em 01/03/2026 às 10:32',
 * 'Fiador · Paulo Mendes: aguardando a assinatura' —, `you` marking the reader's own line.
 */
export function ContractSigners({
  rental,
  you,
}: {
  rental: Pick<Rental, 'contract' | 'guarantee'>;
  you: ContractSignerRole;
}) {
  return (
    <ul aria-label="Assinaturas do contrato" className="space-y-2">
      {contractSignerRoles(rental).map((role) => {
        const signature = signatureOf(rental, role);
        const name =
          signature?.name ?? (role === 'GUARANTOR' ? rental.guarantee?.guarantor?.name : undefined);
        return (
          <li key={role} className="flex items-start gap-2.5 text-sm text-ink">
            <span
              className={
                signature
                  ? 'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-success text-surface'
                  : 'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-surface-muted text-ink-muted'
              }
            >
              {signature ? <CheckIcon className="size-3.5" /> : <ClockIcon className="size-3.5" />}
            </span>
            <span>
              <span className="font-semibold">
                {CONTRACT_SIGNER_ROLE_LABELS[role]}
                {name ? ` · ${name}` : ''}
                {role === you ? ' (você)' : ''}
              </span>
              <span className="text-ink-muted">
                {signature
                  ? `: assinou em ${formatBrDateTimeAt(signature.signedAt)}`
                  : ': aguardando a assinatura'}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
