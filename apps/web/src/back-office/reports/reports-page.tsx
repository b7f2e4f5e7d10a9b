import { formatBrDateRange, pluralize, todayIso } from '@estadia/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { projectsQueryOptions } from '@/lib/catalog/projects-query';
import { getOccupancyCsv, occupancyCsvFileName } from './api/get-occupancy-csv';
import { useOccupancyReport } from './api/get-occupancy-report';
import { MaintenanceTimes } from './maintenance-times';
import { OccupancyCharts } from './occupancy-charts';
import { OccupancyStats } from './occupancy-stats';
import { ProjectOccupancyTable } from './project-occupancy-table';
import { ReportFiltersBar } from './report-filters';
import {
  filtersFromSearch,
  nightsInRange,
  occupancyQuery,
  type ReportFilters,
  searchFromFilters,
} from './report-range';

/** Relatórios: occupancy, revenue, ADR and RevPAR over a period, in all and per project, with charts. */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  // Brasília's date when the page opened: the presets count from it.
  const [today] = useState(() => todayIso());
  const filters = filtersFromSearch(search, today);
  const query = occupancyQuery(filters);
  const report = useOccupancyReport(query);
  // The public catalogue names every project, and every staff member may read it (the back-office's
  // own list needs the prices area).
  const projects = useQuery(projectsQueryOptions());
  const projectName = projects.data?.items.find((project) => project.id === filters.projectId)?.name;

  const setFilters = (next: ReportFilters) => setSearch(searchFromFilters(next));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Relatórios"
        intro="Ocupação e receita dos empreendimentos, noite a noite, no período que você escolher."
      />
      <ReportFiltersBar
        filters={filters}
        today={today}
        projects={projects.data?.items}
        onChange={setFilters}
        actions={
          <DownloadButton fetchFile={() => getOccupancyCsv(query)} fileName={occupancyCsvFileName(query)}>
            Exportar CSV
          </DownloadButton>
        }
      />
      <p className="text-sm text-ink-muted" aria-live="polite">
        {formatBrDateRange(filters.from, filters.to)} · {pluralize(nightsInRange(filters), 'noite')} ·{' '}
        {filters.projectId ? (projectName ?? 'Empreendimento selecionado') : 'Todos os empreendimentos'}
        {report.isFetching && report.isPlaceholderData && ' · Atualizando…'}
      </p>
      {report.isError ? (
        <QueryError query={report} title="Não foi possível carregar o relatório" />
      ) : (
        <>
          <OccupancyStats total={report.data?.total} />
          <OccupancyCharts series={report.data?.series} />
          <section aria-labelledby="por-empreendimento" className="flex flex-col gap-3">
            <h2 id="por-empreendimento" className="text-lg font-semibold text-ink">
              Por empreendimento
            </h2>
            <ProjectOccupancyTable report={report.data} isLoading={report.isPending} />
          </section>
          <MaintenanceTimes query={query} />
        </>
      )}
    </div>
  );
}
