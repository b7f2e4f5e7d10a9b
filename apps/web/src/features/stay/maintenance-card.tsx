import {
  formatBrDateTime,
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_URGENCY_LABELS,
  type MaintenanceStatus,
} from '@estadia/domain';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/toast';
import { type MaintenanceRequestView, useCommentMaintenanceRequest } from './api/maintenance-requests';
import { MaintenancePhoto } from './maintenance-photo';
import { MaintenancePhotosField, type PickedPhoto } from './maintenance-photos-field';

const STATUS_TONES: Record<MaintenanceStatus, BadgeTone> = {
  OPEN: 'info',
  IN_PROGRESS: 'warning',
  WAITING_RESIDENT: 'warning',
  RESOLVED: 'success',
};

const when = (instant: string | Date) => formatBrDateTime(new Date(instant), { seconds: false });

/** One repair request: what, its status and deadline, its history, the conversation, and the answer box. */
export function MaintenanceCard({ rentId, request }: { rentId: string; request: MaintenanceRequestView }) {
  const category = MAINTENANCE_CATEGORY_LABELS[request.category];
  const awaitsConfirmation = request.status === 'RESOLVED' && !request.confirmedAt;
  const headingId = `solicitacao-${request.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {category}
        </h3>
        <Badge tone={STATUS_TONES[request.status]}>{MAINTENANCE_STATUS_LABELS[request.status]}</Badge>
        <Badge tone={request.urgency === 'NORMAL' ? 'neutral' : 'error'}>
          {MAINTENANCE_URGENCY_LABELS[request.urgency]}
        </Badge>
        {request.overdue && <Badge tone="error">Prazo vencido</Badge>}
      </div>
      <p className="whitespace-pre-line text-sm text-ink">{request.description}</p>
      <p className="text-sm text-ink-muted">
        Aberta em {when(request.createdDate)}
        {request.status === 'RESOLVED'
          ? request.resolvedAt && ` · resolvida em ${when(request.resolvedAt)}`
          : ` · prazo: ${when(request.dueAt)}`}
        {request.assignee && ` · responsável: ${request.assignee.name}`}
        {request.confirmedAt && ` · você confirmou em ${when(request.confirmedAt)}`}
      </p>
      {request.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Fotos da solicitação (${category})`}>
          {request.photos.map((fileName, index) => (
            <li key={fileName}>
              <MaintenancePhoto
                requestId={request.id}
                fileName={fileName}
                alt={`${category}, foto ${index + 1}`}
              />
            </li>
          ))}
        </ul>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-ink">Histórico</summary>
        <ol className="mt-2 space-y-1 text-ink-muted">
          {request.history.map((entry) => (
            <li key={`${entry.at}-${entry.status}-${entry.byName}`}>
              {when(entry.at)}: {MAINTENANCE_STATUS_LABELS[entry.status]}
              {entry.assigneeName && ` (responsável: ${entry.assigneeName})`} — {entry.byName}
            </li>
          ))}
        </ol>
      </details>
      {request.comments.length > 0 && (
        <ol className="space-y-2" aria-label="Comentários">
          {request.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-surface-muted p-3 text-sm">
              <p className="font-semibold text-ink">
                {comment.author === 'STAFF' ? `${comment.authorName} (equipe)` : 'Você'}
                <span className="font-normal text-ink-muted"> · {when(comment.at)}</span>
              </p>
              <p className="whitespace-pre-line text-ink">{comment.text}</p>
              {comment.photos.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {comment.photos.map((fileName, index) => (
                    <li key={fileName}>
                      <MaintenancePhoto
                        requestId={request.id}
                        fileName={fileName}
                        alt={`Comentário, foto ${index + 1}`}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <CommentBox rentId={rentId} request={request} awaitsConfirmation={awaitsConfirmation} />
    </article>
  );
}

function CommentBox({
  rentId,
  request,
  awaitsConfirmation,
}: {
  rentId: string;
  request: MaintenanceRequestView;
  awaitsConfirmation: boolean;
}) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [error, setError] = useState<string | undefined>();
  const comment = useCommentMaintenanceRequest(rentId);
  const category = MAINTENANCE_CATEGORY_LABELS[request.category];

  function send(resolution?: 'CONFIRM' | 'REOPEN') {
    const body = text.trim() || (resolution === 'CONFIRM' ? 'Confirmo que foi resolvido.' : '');
    if (!body) {
      setError(resolution === 'REOPEN' ? 'Conte o que continua com problema' : 'Escreva o seu comentário');
      return;
    }
    setError(undefined);
    comment.mutate(
      {
        requestId: request.id,
        body: {
          text: body,
          photos: photos.map((photo) => photo.fileName),
          ...(resolution ? { resolution } : {}),
        },
      },
      {
        onSuccess: () => {
          setText('');
          setPhotos([]);
          toastSuccess(
            resolution === 'CONFIRM'
              ? 'Obrigado! Solicitação confirmada.'
              : resolution === 'REOPEN'
                ? 'Solicitação reaberta.'
                : 'Comentário enviado.',
          );
        },
        onError: (cause) => toastError(errorMessage(cause, 'Não foi possível enviar.')),
      },
    );
  }

  return (
    <div className="space-y-3 border-t border-line pt-3">
      {awaitsConfirmation && (
        <p className="text-sm text-ink">
          A equipe marcou esta solicitação como resolvida. Está tudo certo? Confirme, ou reabra contando o que
          continua com problema.
        </p>
      )}
      <Field label={`Comentário sobre ${category.toLowerCase()}`} error={error} optional={awaitsConfirmation}>
        {(control) => (
          <Textarea
            {...control}
            className="min-h-20"
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <MaintenancePhotosField photos={photos} onChange={setPhotos} label="Fotos do comentário" />
      <div className="flex flex-wrap gap-2">
        {awaitsConfirmation ? (
          <>
            <Button isLoading={comment.isPending} onClick={() => send('CONFIRM')}>
              Confirmar que foi resolvido
            </Button>
            <Button variant="secondary" disabled={comment.isPending} onClick={() => send('REOPEN')}>
              Reabrir
            </Button>
          </>
        ) : (
          <Button variant="secondary" isLoading={comment.isPending} onClick={() => send()}>
            Enviar comentário
          </Button>
        )}
      </div>
    </div>
  );
}
