import { formatCount, formatMoney, type OccupancyReport } from '@estadia/domain';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatPercent } from './report-format';

interface Row {
  id: string;
  name: string;
  isTotal: boolean;
  nightsAvailable: number;
  nightsSold: number;
  occupancy: number;
  revenueCents: number;
  adrCents: number;
  revparCents: number;
}

function rowsOf(report: OccupancyReport): Row[] {
  const projects = report.projects.map((project) => ({
    ...project,
    id: project.projectId,
    name: project.projectName,
    isTotal: false,
  }));
  // One project alone is its own total: a second line would only repeat it.
  if (projects.length === 1) return projects;
  return [...projects, { ...report.total, id: 'total', name: 'Total', isTotal: true }];
}

const number = (value: (row: Row) => string) => (row: Row) => (
  <span className={cn('tabular-nums', row.isTotal && 'font-semibold')}>{value(row)}</span>
);

const COLUMNS: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Empreendimento',
    cell: (row) => (
      <span className={cn('whitespace-nowrap', row.isTotal && 'font-semibold')}>{row.name}</span>
    ),
  },
  {
    key: 'available',
    header: 'Noites disponíveis',
    align: 'end',
    cell: number((row) => formatCount(row.nightsAvailable)),
  },
  {
    key: 'sold',
    header: 'Noites vendidas',
    align: 'end',
    cell: number((row) => formatCount(row.nightsSold)),
  },
  { key: 'occupancy', header: 'Ocupação', align: 'end', cell: number((row) => formatPercent(row.occupancy)) },
  { key: 'revenue', header: 'Receita', align: 'end', cell: number((row) => formatMoney(row.revenueCents)) },
  { key: 'adr', header: 'ADR', align: 'end', cell: number((row) => formatMoney(row.adrCents)) },
  { key: 'revpar', header: 'RevPAR', align: 'end', cell: number((row) => formatMoney(row.revparCents)) },
];

/** The report per project, the total last. */
export function ProjectOccupancyTable({
  report,
  isLoading,
}: {
  report: OccupancyReport | undefined;
  isLoading: boolean;
}) {
  return (
    <DataTable
      caption="Ocupação e receita por empreendimento"
      columns={COLUMNS}
      rows={report ? rowsOf(report) : undefined}
      rowKey={(row) => row.id}
      isLoading={isLoading}
      empty={<p className="text-center text-ink-muted">Nenhum empreendimento no relatório.</p>}
    />
  );
}
