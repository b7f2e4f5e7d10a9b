import { areaPermission, hasPermissions, todayIso } from '@estadia/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { PlusIcon } from '@/components/ui/booking-icons';
import { Button } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useCalendarProjects } from '../get-calendar-projects';
import { ProjectsLoadError } from '../project-picker';
import { useBlocks } from './api/get-blocks';
import { useProjectCalendar } from './api/get-project-calendar';
import { BlockDetailsModal, type BlockTarget } from './block-details-modal';
import { type BlockDraft, BlockFormModal } from './block-form-modal';
import { BlocksTable } from './blocks-table';
import { CalendarGrid } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import {
  type CalendarRange,
  lastNight,
  rangeLabel,
  readCalendarRange,
  writeCalendarParams,
} from './calendar-range';
import { CalendarToolbar } from './calendar-toolbar';
import { nightColumns } from './timeline';

const CALENDAR_WRITE = [areaPermission('calendar', 'write')];

/**
 * Calendário: a project's apartments night by night (the tape chart), the blocks of the window below
 * it, and — with `calendar:write` — blocking nights (picked on the chart or typed in 'Novo bloqueio')
 * and removing blocks. The project and the window live in the URL.
 */
export function CalendarPage() {
  const { data: user } = useActiveUser();
  const canWrite = hasPermissions(user, CALENDAR_WRITE);
  const [today] = useState(() => todayIso());
  const [params, setParams] = useSearchParams();
  const range = readCalendarRange(params, today);
  const to = lastNight(range);

  const projects = useCalendarProjects();
  const requestedProject = params.get('project');
  const project = projects.data
    ? (projects.data.find((candidate) => candidate.id === requestedProject) ?? projects.data[0])
    : undefined;
  // A shared link's project is asked for at once, beside the list; once the list is in, a project it
  // does not hold gives way to the first one.
  const projectId = projects.data ? project?.id : (requestedProject ?? undefined);
  const calendar = useProjectCalendar(projectId, range.from, to);
  const blocks = useBlocks({ projectId, from: range.from, to }, { enabled: Boolean(projectId) });
  const apartments = calendar.data?.apartments;
  const columns = useMemo(
    () => nightColumns(range.from, range.nights, today),
    [range.from, range.nights, today],
  );
  const labels = useMemo(
    () => new Map((apartments ?? []).map((apartment) => [apartment.id, apartmentLabel(apartment)])),
    [apartments],
  );

  const [draft, setDraft] = useState<BlockDraft | null>(null);
  const [blockTarget, setBlockTarget] = useState<BlockTarget | null>(null);

  const change = (changes: { project?: string; range?: CalendarRange }) =>
    setParams(writeCalendarParams(params, changes));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          title="Calendário"
          intro={
            canWrite
              ? 'A ocupação de cada apartamento, noite a noite. Selecione noites livres, com o mouse, o dedo ou o teclado, para bloqueá-las.'
              : 'A ocupação de cada apartamento, noite a noite.'
          }
        />
        {canWrite && (
          <Button
            onClick={() => setDraft({ apartmentId: '', start: null, end: null })}
            disabled={!apartments || apartments.length === 0}
          >
            <PlusIcon className="size-5" />
            Novo bloqueio
          </Button>
        )}
      </div>

      {projects.isError ? (
        <ProjectsLoadError projects={projects} />
      ) : projects.data?.length === 0 ? (
        <StateMessage icon={<CalendarIcon className="size-6" />} title="Nenhum empreendimento cadastrado">
          Os apartamentos aparecem aqui assim que um empreendimento for cadastrado.
        </StateMessage>
      ) : (
        <>
          {projects.data ? (
            <CalendarToolbar
              projects={projects.data}
              projectId={projectId}
              onProjectChange={(id) => change({ project: id })}
              range={range}
              onRangeChange={(next) => change({ range: next })}
              today={today}
            />
          ) : (
            <Skeleton className="h-28 w-full rounded-2xl" />
          )}

          <section aria-labelledby="calendar-heading" className="space-y-3">
            <h2 id="calendar-heading" className="sr-only">
              Ocupação de {project?.name ?? 'empreendimento'}, {rangeLabel(range)}
            </h2>
            <CalendarLegend canWrite={canWrite} />
            {calendar.isError && !calendar.data ? (
              <QueryError query={calendar} title="Não foi possível carregar o calendário" />
            ) : !apartments || !projectId ? (
              <GridSkeleton />
            ) : apartments.length === 0 ? (
              <StateMessage
                icon={<CalendarIcon className="size-6" />}
                title="Nenhum apartamento neste empreendimento"
              >
                Escolha outro empreendimento.
              </StateMessage>
            ) : (
              <div
                aria-busy={calendar.isPlaceholderData || undefined}
                className={calendar.isPlaceholderData ? 'opacity-60' : undefined}
              >
                <CalendarGrid
                  label={`Calendário de ocupação: ${project?.name ?? 'empreendimento'}, ${rangeLabel(range)}`}
                  apartments={apartments}
                  columns={columns}
                  canWrite={canWrite}
                  holdSelection={draft !== null}
                  onSelect={({ apartment, start, end }) =>
                    setDraft({ apartmentId: apartment.id, start, end })
                  }
                  onOpenBlock={({ stay, apartment }) =>
                    setBlockTarget({
                      block: { id: stay.id, start: stay.start, end: stay.end, reason: stay.reason ?? '' },
                      apartmentLabel: apartmentLabel(apartment),
                    })
                  }
                />
              </div>
            )}
            {canWrite && apartments && apartments.length > 0 && (
              <p className="text-sm text-ink-muted">
                Pelo teclado: setas para navegar, Enter numa noite livre para começar e Enter de novo para
                concluir a seleção (Shift com as setas também estende; Esc cancela).
              </p>
            )}
          </section>

          <section aria-labelledby="blocks-heading" className="space-y-3">
            <h2 id="blocks-heading" className="text-xl font-semibold text-ink">
              Bloqueios no período
            </h2>
            <BlocksTable
              blocks={blocks}
              labelOf={(id) => labels.get(id) ?? 'Apartamento'}
              canWrite={canWrite}
              onOpen={setBlockTarget}
            />
          </section>
        </>
      )}

      <BlockFormModal draft={draft} apartments={apartments ?? []} onClose={() => setDraft(null)} />
      <BlockDetailsModal target={blockTarget} canWrite={canWrite} onClose={() => setBlockTarget(null)} />
    </div>
  );
}

/** The chart's shape while the nights load. */
function GridSkeleton() {
  return (
    <div className="space-y-2 rounded-2xl border border-line bg-surface p-4">
      <span className="sr-only">Carregando o calendário</span>
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-8 w-full" />
      ))}
    </div>
  );
}
