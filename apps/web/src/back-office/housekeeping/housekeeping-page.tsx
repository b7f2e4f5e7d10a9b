import {
  type ApartmentHousekeeping,
  areaPermission,
  HOUSEKEEPING_STATES,
  type HousekeepingState,
  hasPermissions,
} from '@estadia/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { HOUSEKEEPING_TONES, housekeepingLabel } from '@/components/housekeeping/housekeeping-labels';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useActiveUser } from '@/lib/me/use-active-user';
import { toastError, toastSuccess } from '@/lib/toast';
import { useCalendarProjects } from '../get-calendar-projects';
import { ProjectSelectField, ProjectsLoadError } from '../project-picker';
import { useHousekeeping } from './api/get-housekeeping';
import { useUpdateHousekeeping } from './api/update-housekeeping';
import { HousekeepingCard } from './housekeeping-card';
import { OutOfOrderModal, type OutOfOrderValues } from './out-of-order-modal';

const CALENDAR_WRITE = [areaPermission('calendar', 'write')];

/**
 * Governança: each apartment of a project with its state between guests (limpo, sujo, inspecionado,
 * fora de serviço) and its cleaning tasks; with `calendar:write`, the buttons that move it along.
 */
export function HousekeepingPage() {
  const { data: user } = useActiveUser();
  const canWrite = hasPermissions(user, CALENDAR_WRITE);
  const [params, setParams] = useSearchParams();
  const projects = useCalendarProjects();
  const requested = params.get('project');
  const project = projects.data?.find((candidate) => candidate.id === requested) ?? projects.data?.[0];
  const board = useHousekeeping(project?.id);
  const update = useUpdateHousekeeping();
  const [outOfOrder, setOutOfOrder] = useState<ApartmentHousekeeping | null>(null);
  const [modalError, setModalError] = useState<string | null>(null);

  const change = (apartment: ApartmentHousekeeping, state: HousekeepingState, extra?: OutOfOrderValues) => {
    if (state === 'OUT_OF_ORDER' && !extra) {
      setModalError(null);
      setOutOfOrder(apartment);
      return;
    }
    update.mutate(
      { apartmentId: apartment.id, state, ...extra },
      {
        onSuccess: () => {
          setOutOfOrder(null);
          toastSuccess(`Apto ${apartment.number}: ${housekeepingLabel(state).toLowerCase()}.`);
        },
        onError: (error) => {
          const message = errorMessage(error, 'Não foi possível mudar o estado. Tente novamente.');
          if (extra) setModalError(message);
          else toastError(message);
        },
      },
    );
  };

  const apartments = board.data?.apartments ?? [];
  const counts = HOUSEKEEPING_STATES.map(
    (state) => [state, apartments.filter((apartment) => apartment.state === state).length] as const,
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Governança"
        intro="O estado de cada apartamento entre um hóspede e outro. O check-out deixa o apartamento sujo, com uma limpeza pendente."
      />
      {projects.isError ? (
        <ProjectsLoadError projects={projects} />
      ) : (
        <>
          <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-end sm:justify-between">
            <ProjectSelectField
              projects={projects.data}
              value={project?.id}
              onChange={(projectId) => setParams({ project: projectId })}
            />
            {board.data && (
              <ul aria-label="Resumo" className="flex flex-wrap gap-2">
                {counts.map(([state, count]) => (
                  <li key={state}>
                    <Badge tone={HOUSEKEEPING_TONES[state]}>
                      {housekeepingLabel(state)}: {count}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {board.isError ? (
            <QueryError query={board} title="Não foi possível carregar o quadro" />
          ) : !board.data ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-40 rounded-2xl" />
              ))}
            </div>
          ) : (
            <ul
              aria-label={`Apartamentos de ${project?.name ?? ''}`}
              className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            >
              {apartments.map((apartment) => (
                <HousekeepingCard
                  key={apartment.id}
                  apartment={apartment}
                  canWrite={canWrite}
                  busy={update.isPending}
                  onChange={(state) => change(apartment, state)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {outOfOrder && (
        <OutOfOrderModal
          open
          apartmentName={apartmentLabel(outOfOrder)}
          onClose={() => setOutOfOrder(null)}
          isSubmitting={update.isPending}
          error={modalError}
          onSubmit={(values) => change(outOfOrder, 'OUT_OF_ORDER', values)}
        />
      )}
    </div>
  );
}
