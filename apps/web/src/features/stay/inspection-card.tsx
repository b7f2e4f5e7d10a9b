import {
  canStillAnswer,
  compareInspections,
  formatBrDateTime,
  INSPECTION_KIND_LABELS,
  type Inspection,
  ITEM_CONDITION_LABELS,
  type ItemCondition,
  type ItemDifference,
} from '@estadia/domain';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/toast';
import { getInspectionPdf, useAcknowledgeInspection } from './api/inspections';
import { type ContestDraft, contestAnswer } from './inspection-answer';
import { InspectionPhoto } from './inspection-photo';

type InspectionView = Omit<Inspection, 'createdDate'> & { createdDate: Date | string };

const CONDITION_TONES: Record<ItemCondition, BadgeTone> = {
  NEW: 'success',
  GOOD: 'info',
  WORN: 'warning',
  DAMAGED: 'error',
};

function rooms(items: InspectionView['items']) {
  const map = new Map<string, { item: InspectionView['items'][number]; index: number }[]>();
  items.forEach((item, index) => {
    const list = map.get(item.room) ?? [];
    if (list.length === 0) map.set(item.room, list);
    list.push({ item, index });
  });
  return [...map];
}

function AnswerStatus({ inspection, now }: { inspection: InspectionView; now: Date }) {
  const answer = inspection.acknowledgement;
  const deadline = formatBrDateTime(new Date(inspection.contestDeadline), { seconds: false });
  if (answer?.agreed)
    return (
      <Badge tone="success">
        Você concordou em {formatBrDateTime(new Date(answer.at), { seconds: false })}
      </Badge>
    );
  if (answer)
    return (
      <Badge tone="warning">
        Você contestou {answer.comments.length === 1 ? '1 item' : `${answer.comments.length} itens`}
      </Badge>
    );
  if (!canStillAnswer(new Date(inspection.createdDate), now))
    return <Badge tone="neutral">Prazo encerrado em {deadline}: vale como registrada</Badge>;
  return <Badge tone="warning">Responda até {deadline}</Badge>;
}

/**
 * One inspection for the customer, room by room with its photos and the PDF; while the 5 days last,
 * 'Concordo' or items marked and contested with a comment each. A move-out shows what changed since
 * the move-in.
 */
export function InspectionCard({
  rentId,
  inspection,
  moveIn,
}: {
  rentId: string;
  inspection: InspectionView;
  moveIn?: InspectionView;
}) {
  const headingId = useId();
  const [now] = useState(() => new Date());
  const [contest, setContest] = useState<ContestDraft>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const acknowledge = useAcknowledgeInspection(rentId);
  const answerable = !inspection.acknowledgement && canStillAnswer(new Date(inspection.createdDate), now);
  const contested = new Map(
    (inspection.acknowledgement?.comments ?? []).map((comment) => [comment.itemIndex, comment.text]),
  );
  const differences: Map<number, ItemDifference> = moveIn
    ? compareInspections(moveIn.items, inspection.items).moveOut
    : new Map();
  const marked = Object.keys(contest).length;

  const send = (body: Parameters<typeof acknowledge.mutate>[0]['body']) =>
    acknowledge.mutate(
      { inspectionId: inspection.id, body },
      {
        onSuccess: () =>
          toastSuccess(body.agreed ? 'Obrigado! Você concordou com a vistoria.' : 'Contestação enviada.'),
        onError: (error) => toastError(errorMessage(error, 'Não foi possível enviar a sua resposta.')),
      },
    );

  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {INSPECTION_KIND_LABELS[inspection.kind]}
          </h3>
          <p className="text-sm text-ink-muted">
            Registrada em {formatBrDateTime(new Date(inspection.createdDate), { seconds: false })}
          </p>
          <AnswerStatus inspection={inspection} now={now} />
        </div>
        <DownloadButton
          fetchFile={() => getInspectionPdf(inspection.id)}
          fileName={`vistoria-${inspection.kind === 'MOVE_IN' ? 'entrada' : 'saida'}.pdf`}
          mode="open"
        >
          Abrir PDF
        </DownloadButton>
      </header>
      {rooms(inspection.items).map(([room, entries]) => (
        <section
          key={room}
          aria-label={`${INSPECTION_KIND_LABELS[inspection.kind]}: ${room}`}
          className="space-y-2"
        >
          <h4 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{room}</h4>
          <ul className="space-y-2">
            {entries.map(({ item, index }) => {
              const difference = differences.get(index);
              const isMarked = index in contest;
              return (
                <li
                  key={index}
                  className={`space-y-2 rounded-xl border p-3 ${difference?.kind === 'WORSE' ? 'border-danger/60' : 'border-line'}`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-ink">{item.item}</span>
                    <span className="flex flex-wrap gap-1.5">
                      {difference?.kind === 'WORSE' && (
                        <Badge tone="error">
                          Entrada: {ITEM_CONDITION_LABELS[difference.before].toLowerCase()}
                        </Badge>
                      )}
                      <Badge tone={CONDITION_TONES[item.condition]}>
                        {ITEM_CONDITION_LABELS[item.condition]}
                      </Badge>
                    </span>
                  </div>
                  {item.notes && <p className="text-sm text-ink">{item.notes}</p>}
                  {item.photos.length > 0 && (
                    <div className="flex flex-wrap gap-2">
                      {item.photos.map((fileName, photoIndex) => (
                        <InspectionPhoto
                          key={fileName}
                          inspectionId={inspection.id}
                          fileName={fileName}
                          alt={`${item.item}, foto ${photoIndex + 1}`}
                        />
                      ))}
                    </div>
                  )}
                  {contested.has(index) && (
                    <p className="text-sm text-ink">
                      <strong>Sua contestação:</strong> {contested.get(index)}
                    </p>
                  )}
                  {answerable && (
                    <div className="space-y-2">
                      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
                        <input
                          type="checkbox"
                          className="size-5 accent-[var(--color-brand)]"
                          checked={isMarked}
                          onChange={(event) =>
                            setContest((all) => {
                              const next = { ...all };
                              if (event.target.checked) next[index] = '';
                              else delete next[index];
                              return next;
                            })
                          }
                        />
                        Contestar este item
                      </label>
                      {isMarked && (
                        <div className="flex flex-col gap-1.5">
                          <Textarea
                            aria-label={`O que está diferente em ${item.item}`}
                            aria-invalid={errors[index] ? true : undefined}
                            className="min-h-20"
                            maxLength={1000}
                            value={contest[index]}
                            onChange={(event) =>
                              setContest((all) => ({ ...all, [index]: event.target.value }))
                            }
                          />
                          {errors[index] && (
                            <p className="text-sm font-medium text-danger">{errors[index]}</p>
                          )}
                        </div>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {answerable && (
        <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          {marked > 0 ? (
            <Button
              isLoading={acknowledge.isPending}
              onClick={() => {
                const answer = contestAnswer(contest);
                if (!answer.ok) {
                  setErrors(answer.errors);
                  return;
                }
                setErrors({});
                send(answer.body);
              }}
            >
              Enviar contestação ({marked === 1 ? '1 item' : `${marked} itens`})
            </Button>
          ) : (
            <Button isLoading={acknowledge.isPending} onClick={() => send({ agreed: true })}>
              Concordo com a vistoria
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
