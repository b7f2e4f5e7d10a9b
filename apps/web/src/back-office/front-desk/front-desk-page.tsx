import { areaPermission, formatBrDate, hasPermissions, isIsoDate, todayIso } from '@estadia/domain';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { DateFilterField } from '@/components/ui/date-filter-field';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { AlertIcon } from '@/components/ui/status-icons';
import { errorMessage } from '@/lib/api-error';
import { useActiveUser } from '@/lib/me/use-active-user';
import { toastError, toastSuccess } from '@/lib/toast';
import { useCalendarProjects } from '../get-calendar-projects';
import { ProjectSelectField, ProjectsLoadError } from '../project-picker';
import { type StayStep, useRecordStayStep } from './api/check-in-out';
import { useFrontDesk } from './api/get-front-desk';
import { dayOutOfReach } from './day-reach';
import { type FrontDeskStay, FrontDeskStayCard } from './front-desk-stay-card';

const FRONT_DESK_WRITE = [areaPermission('frontDesk', 'write')];

/** The project and day the page shows, kept in the URL (?project=…&data=AAAA-MM-DD). */
export function useFrontDeskSelection() {
  const [params, setParams] = useSearchParams();
  const projects = useCalendarProjects();
  const requested = params.get('project');
  const project = projects.data?.find((candidate) => candidate.id === requested) ?? projects.data?.[0];
  const asked = params.get('data') ?? '';
  const date = isIsoDate(asked) ? asked : todayIso();
  const select = (changes: { project?: string; data?: string }) =>
    setParams({ project: project?.id ?? '', data: date, ...changes }, { replace: true });
  return { projects, project, date, select };
}

/**
 * Recepção: for a project and a day, who arrives, who leaves and who is in the building, with their
 * guests, arrival times and plates; check-in and check-out; the guest list to print.
 */
export function FrontDeskPage() {
  const { data: user } = useActiveUser();
  const canWrite = hasPermissions(user, FRONT_DESK_WRITE);
  const { projects, project, date, select } = useFrontDeskSelection();
  const outOfReach = dayOutOfReach(user, date);
  const day = useFrontDesk(outOfReach ? undefined : project?.id, date);
  const record = useRecordStayStep();

  const onStep = (stay: FrontDeskStay, step: StayStep) =>
    record.mutate(
      { rentId: stay.id, step },
      {
        onSuccess: () =>
          toastSuccess(
            step === 'check-in'
              ? `Check-in feito: apto ${stay.apartment.number}.`
              : `Check-out feito: apto ${stay.apartment.number} ficou sujo para a limpeza.`,
          ),
        onError: (error) => toastError(errorMessage(error, 'Não foi possível registrar. Tente novamente.')),
      },
    );

  const lists: { key: string; title: string; empty: string; stays: FrontDeskStay[] | undefined }[] = [
    { key: 'arrivals', title: 'Chegadas', empty: 'Nenhuma chegada neste dia.', stays: day.data?.arrivals },
    { key: 'departures', title: 'Saídas', empty: 'Nenhuma saída neste dia.', stays: day.data?.departures },
    { key: 'inHouse', title: 'Hospedados', empty: 'Ninguém hospedado agora.', stays: day.data?.inHouse },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Recepção"
        intro="Chegadas, saídas e hóspedes do dia, com documentos, horário de chegada e placas. O check-out deixa o apartamento sujo para a governança."
      />
      {projects.isError ? (
        <ProjectsLoadError projects={projects} />
      ) : (
        <>
          <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:flex-wrap sm:items-end">
            <ProjectSelectField
              projects={projects.data}
              value={project?.id}
              onChange={(projectId) => select({ project: projectId })}
            />
            <DateFilterField
              label="Dia"
              className="sm:w-48"
              value={date}
              onChange={(day) => select({ data: day ?? todayIso() })}
              error={outOfReach ?? undefined}
            />
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              {date !== todayIso() && (
                <Button variant="ghost" onClick={() => select({ data: todayIso() })}>
                  Hoje
                </Button>
              )}
              {project && !outOfReach && (
                <ButtonLink
                  variant="secondary"
                  to={`/recepcao/lista-da-portaria?project=${project.id}&data=${date}`}
                >
                  Lista da portaria
                </ButtonLink>
              )}
            </div>
          </div>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {project ? `${project.name}, ${formatBrDate(date)}.` : ''}
          </p>
          {outOfReach ? (
            <StateMessage
              icon={<AlertIcon className="size-6" />}
              title="Dia fora do alcance da recepção"
              action={<Button onClick={() => select({ data: todayIso() })}>Voltar para hoje</Button>}
            >
              A recepção vê as chegadas, as saídas e os hóspedes de ontem a amanhã. Para outros dias, fale com
              quem cuida das locações.
            </StateMessage>
          ) : day.isError ? (
            <QueryError query={day} title="Não foi possível carregar o dia" />
          ) : (
            <div className="space-y-6">
              {lists.map((list) => (
                <SectionPanel
                  key={list.key}
                  title={list.stays ? `${list.title} (${list.stays.length})` : list.title}
                >
                  {!list.stays ? (
                    <div className="space-y-3" aria-busy="true">
                      <Skeleton className="h-32 rounded-xl" />
                    </div>
                  ) : list.stays.length === 0 ? (
                    <p className="text-sm text-ink-muted">{list.empty}</p>
                  ) : (
                    <ul className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3">
                      {list.stays.map((stay) => (
                        <FrontDeskStayCard
                          key={stay.id}
                          stay={stay}
                          canWrite={canWrite}
                          busy={record.isPending && record.variables?.rentId === stay.id}
                          onStep={(step) => onStep(stay, step)}
                        />
                      ))}
                    </ul>
                  )}
                </SectionPanel>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
