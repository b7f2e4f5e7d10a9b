import { StatementBody } from '@/components/statement/statement-body';
import { statementFileName } from '@/components/statement/statement-labels';
import { DownloadButton } from '@/components/ui/download-button';
import { SectionPanel } from '@/components/ui/section-panel';
import type { RentalView } from '@/lib/rentals/get-rental';
import { getStatementPdf, useStatement } from '../api/get-statement';

/** Extrato: every charge, payment, credit and refund of the rental, with the totals and a PDF copy. */
export function StatementSection({ rental }: { rental: RentalView }) {
  const statement = useStatement(rental.id);
  return (
    <SectionPanel
      title="Extrato"
      description="Tudo o que foi cobrado, pago e devolvido nesta locação, do mais antigo ao mais recente."
      actions={
        <DownloadButton fetchFile={() => getStatementPdf(rental.id)} fileName={statementFileName(rental.id)}>
          Baixar PDF
        </DownloadButton>
      }
    >
      <StatementBody query={statement} />
    </SectionPanel>
  );
}
