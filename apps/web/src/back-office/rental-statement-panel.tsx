import { StatementBody } from '../components/statement/statement-body';
import { statementFileName } from '../components/statement/statement-labels';
import { DownloadButton } from '../components/ui/download-button';
import { SectionPanel } from '../components/ui/section-panel';
import { getRentalStatementPdf, useRentalStatement } from './ledger/api/get-rental-statement';

/** The rental's extrato on its back-office page, beside its payments: what the customer reads, and its PDF. */
export function RentalStatementPanel({ rentId }: { rentId: string }) {
  const statement = useRentalStatement(rentId);
  return (
    <SectionPanel
      title="Extrato"
      description="Os lançamentos do diário desta locação, como o cliente os vê."
      actions={
        <DownloadButton fetchFile={() => getRentalStatementPdf(rentId)} fileName={statementFileName(rentId)}>
          Baixar PDF
        </DownloadButton>
      }
    >
      <StatementBody query={statement} />
    </SectionPanel>
  );
}
