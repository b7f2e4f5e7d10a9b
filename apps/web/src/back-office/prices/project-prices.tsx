import { type AdminModalityPrices, type AdminProject, formatCount, formatReais } from '@estadia/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

function DynamicPrices({ modality }: { modality: AdminModalityPrices }) {
  const { shortPeriod, longPeriod } = modality.dynamicPrices ?? {};
  if (shortPeriod == null && longPeriod == null) return <span className="text-ink-subtle">Nenhum</span>;
  return (
    <div className="flex flex-wrap gap-1.5">
      {shortPeriod != null && <Badge tone="warning">Curta: {formatReais(shortPeriod)}/noite</Badge>}
      {longPeriod != null && <Badge tone="warning">Longa: {formatReais(longPeriod)}/30 noites</Badge>}
    </div>
  );
}

/** A base price, struck through when a dynamic price replaces it, so the price quoted is obvious. */
function BasePrice({ reais, replaced }: { reais: number; replaced: boolean }) {
  return replaced ? (
    <span className="tabular-nums text-ink-subtle">
      <s>{formatReais(reais)}</s> <span className="sr-only">(substituído pelo preço dinâmico)</span>
    </span>
  ) : (
    <span className="tabular-nums">{formatReais(reais)}</span>
  );
}

/** One project's modalities and their prices; 'Editar preços' for those who may change them. */
export function ProjectPrices({
  project,
  canWrite,
  onEdit,
}: {
  project: AdminProject;
  canWrite: boolean;
  onEdit: (modality: AdminModalityPrices) => void;
}) {
  const columns: DataTableColumn<AdminModalityPrices>[] = [
    {
      key: 'name',
      header: 'Modalidade',
      // The same widths in every project's table, so the prices line up from one table to the next.
      className: 'w-[22%]',
      cell: (modality) => <span className="font-medium whitespace-nowrap">{modality.name}</span>,
    },
    {
      key: 'short',
      header: 'Estadia curta (noite)',
      align: 'end',
      className: 'w-[18%]',
      cell: (modality) => (
        <BasePrice reais={modality.priceShortPeriod} replaced={modality.dynamicPrices?.shortPeriod != null} />
      ),
    },
    {
      key: 'long',
      header: 'Estadia longa (30 noites)',
      align: 'end',
      className: 'w-[20%]',
      cell: (modality) => (
        <BasePrice reais={modality.priceLongPeriod} replaced={modality.dynamicPrices?.longPeriod != null} />
      ),
    },
    { key: 'dynamic', header: 'Preços dinâmicos', cell: (modality) => <DynamicPrices modality={modality} /> },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      align: 'end',
      cell: (modality) => (
        <Button size="sm" variant="secondary" onClick={() => onEdit(modality)}>
          Editar preços <span className="sr-only">de {modality.name}</span>
        </Button>
      ),
    });
  }

  return (
    <section aria-labelledby={`projeto-${project.id}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`projeto-${project.id}`} className="text-lg font-semibold text-ink">
          {project.name}
        </h2>
        <p className="text-sm text-ink-muted">
          {project.city.name}/{project.city.stateInitials} · {formatCount(project.apartments)}{' '}
          {project.apartments === 1 ? 'apartamento' : 'apartamentos'}
        </p>
      </div>
      <DataTable
        caption={`Preços das modalidades de ${project.name}`}
        columns={columns}
        rows={project.modalities}
        rowKey={(modality) => modality.id}
        empty={<p className="text-center text-ink-muted">Nenhuma modalidade neste empreendimento.</p>}
        // Positioned, so the screen-reader text in the cells stays inside the frame that scrolls sideways.
        className="relative"
      />
    </section>
  );
}
