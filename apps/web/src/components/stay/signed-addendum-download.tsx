import { DownloadButton } from '@/components/ui/download-button';
import { FileTextIcon } from '@/components/ui/file-icons';
import { getSignedAddendumPdf } from '@/lib/stay/get-signed-addendum';

/**
 * The signed copy of an extension's addendum, once a party signed it (the API answers 404 before): its evidence
 * page lists every party who signed so far.
 */
export function SignedAddendumDownload({
  extension,
}: {
  extension: { id: string; signedAt?: string | null; signatures?: readonly unknown[] | undefined };
}) {
  if (!extension.signedAt && !extension.signatures?.length) return null;
  return (
    <DownloadButton
      fetchFile={() => getSignedAddendumPdf(extension.id)}
      fileName={`termo-aditivo-assinado-${extension.id.slice(0, 8)}.pdf`}
      icon={<FileTextIcon className="size-4" />}
    >
      Termo aditivo assinado (PDF)
    </DownloadButton>
  );
}
