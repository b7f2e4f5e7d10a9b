import { contractFileName } from '@/components/payments/file-names';
import { DownloadButton } from '@/components/ui/download-button';
import { FileTextIcon } from '@/components/ui/file-icons';
import { CheckIcon } from '@/components/ui/icons';
import { getSignedContractPdf } from '@/lib/contracts/get-signed-contract';
import { formatBrDateTimeAt } from '@/lib/countdown';
import type { RentalView } from '@/lib/rentals/get-rental';

/** 'Contrato assinado em 14/03/2026 às 10:32', with the signed copy to keep. */
export function SignedContractNotice({ rental }: { rental: RentalView }) {
  const signedAt = rental.contract.signedAt ?? rental.milestones?.signedAt;
  if (!signedAt) return null;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-success/30 bg-success-soft px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2.5 text-sm font-medium text-ink">
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-success text-surface">
          <CheckIcon className="size-4" />
        </span>
        Contrato assinado em {formatBrDateTimeAt(signedAt)}
      </p>
      <DownloadButton
        fetchFile={() => getSignedContractPdf(rental.id)}
        fileName={contractFileName(rental.id, { signed: true })}
        icon={<FileTextIcon className="size-4" />}
      >
        Baixar contrato assinado
      </DownloadButton>
    </div>
  );
}
