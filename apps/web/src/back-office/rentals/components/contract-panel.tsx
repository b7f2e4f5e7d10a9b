import { formatBrDateTime } from '@estadia/domain';
import { getPrivateFile } from '@/back-office/get-private-file';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { contractFileName } from '@/components/payments/file-names';
import { DownloadButton } from '@/components/ui/download-button';
import { FactList } from '@/components/ui/fact-list';
import { EyeIcon } from '@/components/ui/file-icons';
import { SectionPanel } from '@/components/ui/section-panel';

function Hash({ value }: { value: string }) {
  return <code className="font-mono text-xs break-all text-ink">{value}</code>;
}

/** The evidence of the electronic signature, and the signed PDF (the contract with its evidence page). */
export function ContractPanel({
  rentId,
  contract,
}: {
  rentId: string;
  contract: AdminRentalDetailView['contract'];
}) {
  if (!contract) {
    return (
      <SectionPanel title="Contrato">
        <p className="text-sm text-ink-muted">O cliente ainda não assinou o contrato.</p>
      </SectionPanel>
    );
  }
  const fileName = contractFileName(rentId, { signed: true });
  const fetchFile = () => getPrivateFile(contract.signedUrl);
  return (
    <SectionPanel
      title="Contrato"
      description="Assinatura eletrônica de cada parte: quando, de onde e o que foi aceito."
      actions={
        <>
          <DownloadButton
            fetchFile={fetchFile}
            fileName={fileName}
            mode="open"
            variant="ghost"
            icon={<EyeIcon className="size-4" />}
          >
            Abrir contrato assinado
          </DownloadButton>
          <DownloadButton fetchFile={fetchFile} fileName={fileName}>
            Baixar PDF
          </DownloadButton>
        </>
      }
    >
      {contract.signers.map((signer) => (
        <section key={signer.role} aria-label={`${signer.roleLabel}: ${signer.name}`} className="mb-4">
          <h3 className="mb-2 text-sm font-semibold text-ink">
            {signer.roleLabel}: {signer.name}
          </h3>
          <FactList
            facts={[
              { term: 'Assinado em', value: formatBrDateTime(new Date(signer.signedAt)) },
              { term: 'E-mail de quem assinou', value: <span className="break-all">{signer.email}</span> },
              { term: 'Endereço IP', value: signer.ip },
              {
                term: 'Navegador',
                value: signer.userAgent ?? <span className="font-normal text-ink-subtle">Não informado</span>,
                wide: true,
              },
            ]}
          />
        </section>
      ))}
      <FactList
        facts={[
          { term: 'SHA-256 do contrato aceito', value: <Hash value={contract.sha256} />, wide: true },
          { term: 'SHA-256 da cópia assinada', value: <Hash value={contract.signedPdfSha256} />, wide: true },
        ]}
      />
    </SectionPanel>
  );
}
