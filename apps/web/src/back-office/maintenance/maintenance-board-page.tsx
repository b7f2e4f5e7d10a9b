import {
  areaPermission,
  hasPermissions,
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCIES,
  MAINTENANCE_URGENCY_LABELS,
  type MaintenanceUrgency,
} from '@estadia/domain';
import { useSearchParams } from 'react-router';
import { Field } from '@/components/ui/field';
import { Checkbox, Select } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useCalendarProjects } from '../get-calendar-projects';
import { useMaintenanceAssignees, useMaintenanceBoard } from './api/maintenance-board';
import { MaintenanceBoardCard } from './maintenance-board-card';

const RENTALS_WRITE = [areaPermission('rentals', 'write')];

/**
 * Solicitações: the residents' repair requests in four columns (aberta, em andamento, aguardando morador,
 * resolvida), most urgent and overdue first; with `rentals:write`, assign, change the status and comment.
 */
export function MaintenanceBoardPage() {
  const { data: user } = useActiveUser();
  const canWrite = hasPermissions(user, RENTALS_WRITE);
  const assignees = useMaintenanceAssignees({ enabled: canWrite });
  const [params, setParams] = useSearchParams();
  const projects = useCalendarProjects();
  const projectId = params.get('project') ?? undefined;
  const urgency = (params.get('urgency') as MaintenanceUrgency | null) ?? undefined;
  const overdue = params.get('overdue') === 'true';
  const board = useMaintenanceBoard({ projectId, urgency, overdue });
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const items = board.data?.items ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Solicitações"
        intro="Os pedidos de reparo dos moradores. Prazo por urgência: emergência em 4 horas, urgente em 3 dias, normal em 7 dias. Cada mudança vai por e-mail ao morador."
      />
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:flex-wrap sm:items-end">
        <Field label="Empreendimento" className="sm:w-64">
          {(control) => (
            <Select
              {...control}
              value={projectId ?? ''}
              onChange={(event) => set('project', event.target.value || undefined)}
            >
              <option value="">Todos</option>
              {(projects.data ?? []).map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Urgência" className="sm:w-48">
          {(control) => (
            <Select
              {...control}
              value={urgency ?? ''}
              onChange={(event) => set('urgency', event.target.value || undefined)}
            >
              <option value="">Todas</option>
              {MAINTENANCE_URGENCIES.map((each) => (
                <option key={each} value={each}>
                  {MAINTENANCE_URGENCY_LABELS[each]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label htmlFor="so-vencidas" className="flex items-center gap-2 pb-2.5 text-sm text-ink">
          <Checkbox
            id="so-vencidas"
            checked={overdue}
            onChange={(event) => set('overdue', event.target.checked ? 'true' : undefined)}
          />
          Só as vencidas
        </label>
      </div>
      {board.isError ? (
        <QueryError query={board} title="Não foi possível carregar as solicitações" />
      ) : !board.data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-4">
          {MAINTENANCE_STATUSES.map((status) => {
            const column = items.filter((item) => item.status === status);
            return (
              <section key={status} aria-labelledby={`coluna-${status}`} className="space-y-3">
                <h2 id={`coluna-${status}`} className="font-semibold text-ink">
                  {MAINTENANCE_STATUS_LABELS[status]} ({column.length})
                </h2>
                {column.length === 0 ? (
                  <p className="text-sm text-ink-muted">Nenhuma.</p>
                ) : (
                  <ul className="space-y-3">
                    {column.map((request) => (
                      <MaintenanceBoardCard
                        key={request.id}
                        request={request}
                        canWrite={canWrite}
                        userId={user?.id}
                        assignees={assignees.data?.items ?? []}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
