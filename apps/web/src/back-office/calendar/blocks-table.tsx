import { type ApartmentBlock, addDays, formatBrDate, nightsBetween, pluralize } from '@estadia/domain';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/query-state';
import type { useBlocks } from './api/get-blocks';
import type { BlockTarget } from './block-details-modal';

/**
 * The blocks with a night in the window, under the chart: each with its apartment, nights and reason,
 * and (with `calendar:write`) a button to remove it.
 */
export function BlocksTable({
  blocks,
  labelOf,
  canWrite,
  onOpen,
}: {
  blocks: ReturnType<typeof useBlocks>;
  /** The apartment's name ('Bloco A · 1º andar · Apto 101'). */
  labelOf: (apartmentId: string) => string;
  canWrite: boolean;
  onOpen: (target: BlockTarget) => void;
}) {
  if (blocks.isError && !blocks.data) {
    return <QueryError query={blocks} title="Não foi possível carregar os bloqueios" />;
  }

  const columns: DataTableColumn<ApartmentBlock>[] = [
    {
      key: 'apartment',
      header: 'Apartamento',
      cell: (block) => labelOf(block.apartmentId),
      className: 'min-w-48',
    },
    {
      key: 'nights',
      header: 'Noites',
      cell: (block) => `${formatBrDate(block.start)} a ${formatBrDate(addDays(block.end, -1))}`,
      className: 'whitespace-nowrap',
    },
    {
      key: 'count',
      header: 'Total',
      cell: (block) => pluralize(nightsBetween(block.start, block.end), 'noite'),
      className: 'whitespace-nowrap',
    },
    { key: 'reason', header: 'Motivo', cell: (block) => block.reason, className: 'min-w-56 break-words' },
    {
      key: 'actions',
      header: 'Ações',
      align: 'end',
      cell: (block) => {
        const target = { block, apartmentLabel: labelOf(block.apartmentId) };
        const what = `${target.apartmentLabel}, ${formatBrDate(block.start)} a ${formatBrDate(addDays(block.end, -1))}`;
        return (
          <div className="flex justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Ver bloqueio: ${what}`}
              onClick={() => onOpen(target)}
            >
              Ver
            </Button>
            {canWrite && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remover bloqueio: ${what}`}
                onClick={() => onOpen({ ...target, confirming: true })}
              >
                Remover
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      caption="Bloqueios no período"
      columns={columns}
      rows={blocks.data?.items}
      rowKey={(block) => block.id}
      isLoading={blocks.isPending}
      empty={<p className="text-center text-ink-muted">Nenhum bloqueio neste período.</p>}
    />
  );
}
