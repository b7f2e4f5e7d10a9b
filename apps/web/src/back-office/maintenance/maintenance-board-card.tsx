import {
  type AdminMaintenanceRequest,
  formatBrDateTime,
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCY_LABELS,
  type MaintenanceStatus,
} from '@estadia/domain';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import type { WithDates } from '@/lib/date-fields';
import { toastError, toastSuccess } from '@/lib/toast';
import { useStaffComment, useUpdateMaintenanceRequest } from './api/maintenance-board';

export type BoardRequest = WithDates<AdminMaintenanceRequest>;

const when = (instant: string | Date) => formatBrDateTime(new Date(instant), { seconds: false });

/** A request on the board: what and where, its deadline, who has it, and (with write access) the actions. */
export function MaintenanceBoardCard({
  request,
  canWrite,
  userId,
  assignees,
}: {
  request: BoardRequest;
  canWrite: boolean;
  userId: string | undefined;
  /** Who may take it (the board's one list); the current one is offered even if no longer in it. */
  assignees: readonly { id: string; name: string }[];
}) {
  const update = useUpdateMaintenanceRequest();
  const comment = useStaffComment();
  const [text, setText] = useState('');
  const category = MAINTENANCE_CATEGORY_LABELS[request.category];
  const where = request.projectName;
  const headingId = `pedido-${request.id}`;
  const options =
    request.assignee && !assignees.some((each) => each.id === request.assignee!.id)
      ? [request.assignee, ...assignees]
      : assignees;

  const change = (body: { status?: MaintenanceStatus; assigneeId?: string | null }, done: string) =>
    update.mutate(
      { requestId: request.id, ...body },
      {
        onSuccess: () => toastSuccess(done),
        onError: (error) => toastError(errorMessage(error, 'Não foi possível atualizar a solicitação.')),
      },
    );

  return (
    <li
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-line bg-surface p-3 shadow-card"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <h3 id={headingId} className="font-semibold text-ink">
          {category} — {request.apartmentLabel}
        </h3>
        <Badge tone={request.urgency === 'NORMAL' ? 'neutral' : 'error'}>
          {MAINTENANCE_URGENCY_LABELS[request.urgency]}
        </Badge>
        {request.overdue && <Badge tone="error">Vencida</Badge>}
      </div>
      <p className="text-sm text-ink-muted">
        {where} · {request.customerName}
      </p>
      <p className="line-clamp-3 whitespace-pre-line text-sm text-ink">{request.description}</p>
      <p className="text-xs text-ink-muted">
        {request.status === 'RESOLVED'
          ? `Resolvida em ${request.resolvedAt ? when(request.resolvedAt) : '—'}${request.confirmedAt ? ' · confirmada pelo morador' : ''}`
          : `Prazo: ${when(request.dueAt)}`}
        {' · '}
        {request.assignee ? `Responsável: ${request.assignee.name}` : 'Sem responsável'}
        {request.photos.length > 0 && ` · ${request.photos.length} foto(s)`}
        {request.comments.length > 0 && ` · ${request.comments.length} comentário(s)`}
      </p>
      {request.comments.length > 0 && (
        <p className="rounded-lg bg-surface-muted p-2 text-xs text-ink">
          <span className="font-semibold">{request.comments.at(-1)!.authorName}:</span>{' '}
          {request.comments.at(-1)!.text}
        </p>
      )}
      {canWrite && (
        <div className="space-y-2 border-t border-line pt-2">
          <div className="flex flex-wrap items-end gap-2">
            <Field label="Situação" className="w-48">
              {(control) => (
                <Select
                  {...control}
                  value={request.status}
                  disabled={update.isPending}
                  onChange={(event) => {
                    const status = event.target.value as MaintenanceStatus;
                    change({ status }, `Solicitação: ${MAINTENANCE_STATUS_LABELS[status].toLowerCase()}.`);
                  }}
                >
                  {MAINTENANCE_STATUSES.map((each) => (
                    <option key={each} value={each}>
                      {MAINTENANCE_STATUS_LABELS[each]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {userId && request.assignee?.id !== userId && (
              <Button
                size="sm"
                variant="secondary"
                disabled={update.isPending}
                onClick={() => change({ assigneeId: userId }, 'Solicitação atribuída a você.')}
              >
                Atribuir a mim
              </Button>
            )}
            <Field label="Responsável" className="w-56">
              {(control) => (
                <Select
                  {...control}
                  value={request.assignee?.id ?? ''}
                  disabled={update.isPending}
                  onChange={(event) => {
                    const assigneeId = event.target.value || null;
                    const name = options.find((option) => option.id === assigneeId)?.name;
                    change(
                      { assigneeId },
                      name ? `Solicitação atribuída a ${name}.` : 'Responsável removido.',
                    );
                  }}
                >
                  <option value="">Sem responsável</option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.id === userId ? `${option.name} (você)` : option.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Field label={`Comentário para ${request.customerName}`}>
            {(control) => (
              <Textarea
                {...control}
                className="min-h-16"
                value={text}
                maxLength={2000}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <Button
            size="sm"
            variant="secondary"
            isLoading={comment.isPending}
            disabled={!text.trim()}
            onClick={() =>
              comment.mutate(
                { requestId: request.id, body: { text: text.trim() } },
                {
                  onSuccess: () => {
                    setText('');
                    toastSuccess('Comentário enviado.');
                  },
                  onError: (error) =>
                    toastError(errorMessage(error, 'Não foi possível enviar o comentário.')),
                },
              )
            }
          >
            Comentar
          </Button>
        </div>
      )}
    </li>
  );
}
