import {
  CONTRACT_SIGNER_ROLE_LABELS,
  type ContractSignature,
  type ContractSignerRole,
} from '@estadia/domain';
import { formatBrDateTimeAt } from '@/lib/countdown';
import { ClockIcon } from '../ui/booking-icons';
import { CheckIcon } from '../ui/icons';

/** A party who signs a document of the lease, and their signature once given. */
export interface SignerLine {
  role: ContractSignerRole;
  /** Their name, when known before they sign (the fiador named in the rental). */
  name?: string | undefined;
  signature?: Pick<ContractSignature, 'name' | 'signedAt'> | undefined;
}

/**
 * Each party of a document and where their signature stands — 'Locatário · Ana Souza: assinou em 01/03/2026 às
 * 10:32', 'Fiador · Paulo Mendes: aguardando a assinatura' —, `you` marking the reader's own line.
 */
export function SignerList({
  label,
  signers,
  you,
}: {
  /** The list's accessible name: 'Assinaturas do contrato'. */
  label: string;
  signers: readonly SignerLine[];
  /** The reader's own line; none for staff, who only follow the signatures. */
  you?: ContractSignerRole;
}) {
  return (
    <ul aria-label={label} className="space-y-2">
      {signers.map(({ role, name: known, signature }) => {
        const name = signature?.name ?? known;
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
