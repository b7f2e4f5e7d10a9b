import { DownloadButton } from '@/components/ui/download-button';
import { FileTextIcon } from '@/components/ui/file-icons';
import { getSignedAddendumPdf } from './api/get-signed-addendum';

/** The signed addendum of an extension, once signed (the API answers 404 before). */
export function SignedAddendumDownload({
  extension,
}: {
  extension: { id: string; signedAt?: string | null };
}) {
  if (!extension.signedAt) return null;
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
