import {
  formatBrDateTime,
  INSPECTION_KIND_LABELS,
  type Inspection,
  type RentalStatus,
} from '@estadia/domain';
import { Badge } from '../components/ui/badge';
import { ButtonLink } from '../components/ui/button';
import { DownloadButton } from '../components/ui/download-button';
import { SectionPanel } from '../components/ui/section-panel';
import { getPrivateFile } from './get-private-file';
import { useRentalInspections } from './inspections/api/inspections';
import { useStaffAccess } from './use-staff-access';

/** Stays whose apartment is handed over or back (the API's rule). */
const INSPECTABLE: readonly RentalStatus[] = ['RENTED', 'DEFAULTER', 'FINISHED'];

function AnswerBadge({
  inspection,
}: {
  inspection: Pick<Inspection, 'acknowledgement' | 'contestDeadline'>;
}) {
  const answer = inspection.acknowledgement;
  if (answer?.agreed) return <Badge tone="success">Cliente concordou</Badge>;
  if (answer)
    return (
      <Badge tone="error">
        Contestada: {answer.comments.length} {answer.comments.length === 1 ? 'item' : 'itens'}
      </Badge>
    );
  if (new Date(inspection.contestDeadline).getTime() < Date.now())
    return <Badge tone="neutral">Vale como registrada</Badge>;
  return (
    <Badge tone="warning">
      Aguardando o cliente até {formatBrDateTime(new Date(inspection.contestDeadline), { seconds: false })}
    </Badge>
  );
}

/** The stay's move-in and move-out inspections, the customer's answer, the PDFs and the next to record. */
export function InspectionsPanel({ rentId, status }: { rentId: string; status: RentalStatus }) {
  const canWrite = useStaffAccess('rentals', 'write');
  const inspections = useRentalInspections(rentId);
  const items = inspections.data?.items ?? [];
  const next = !items.some((each) => each.kind === 'MOVE_IN')
    ? 'MOVE_IN'
    : !items.some((each) => each.kind === 'MOVE_OUT')
      ? 'MOVE_OUT'
      : null;
  return (
    <SectionPanel
      title="Vistorias"
      description="Entrada e saída, com fotos; o cliente tem 5 dias para concordar ou contestar."
      actions={
        canWrite &&
        next &&
        INSPECTABLE.includes(status) && (
          <ButtonLink to={`/locacoes/${rentId}/vistoria`} size="sm">
            Registrar {INSPECTION_KIND_LABELS[next].toLowerCase()}
          </ButtonLink>
        )
      }
    >
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {inspections.isPending ? 'Carregando…' : 'Nenhuma vistoria registrada ainda.'}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((inspection) => (
            <li key={inspection.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="font-medium text-ink">{INSPECTION_KIND_LABELS[inspection.kind]}</p>
                <p className="text-sm text-ink-muted">
                  {formatBrDateTime(new Date(inspection.createdDate), { seconds: false })} ·{' '}
                  {inspection.items.length} itens
                </p>
                <AnswerBadge inspection={inspection} />
                {inspection.acknowledgement && !inspection.acknowledgement.agreed && (
                  <ul className="mt-1 list-disc pl-5 text-sm text-ink">
                    {inspection.acknowledgement.comments.map((comment) => {
                      const item = inspection.items[comment.itemIndex];
                      return (
                        <li key={comment.itemIndex}>
                          <strong>
                            {item ? `${item.room} – ${item.item}` : `Item ${comment.itemIndex + 1}`}:
                          </strong>{' '}
                          {comment.text}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
              <DownloadButton
                fetchFile={() => getPrivateFile(inspection.pdfUrl)}
                fileName={`vistoria-${inspection.kind === 'MOVE_IN' ? 'entrada' : 'saida'}.pdf`}
                mode="open"
                variant="secondary"
              >
                Abrir PDF
              </DownloadButton>
            </li>
          ))}
        </ul>
      )}
    </SectionPanel>
  );
}
