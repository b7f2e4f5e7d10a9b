import { formatBrDateTime, formatMoney, type ReconciliationItem, rentalShortId } from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { canSettle, outcomeBadge, outcomeDetails } from '../reconciliation-labels';

const muted = 'block text-xs text-ink-muted';

function Received({ item }: { item: ReconciliationItem }) {
  return (
    <div className="whitespace-nowrap">
      <span className="font-semibold text-ink tabular-nums">{formatMoney(item.receivedCents)}</span>
      <span className={`${muted} tabular-nums`}>
        em {formatBrDateTime(new Date(item.at), { seconds: false })}
      </span>
    </div>
  );
}

function Outcome({ item }: { item: ReconciliationItem }) {
  const badge = outcomeBadge(item);
  return (
    <div className="min-w-56 max-w-80">
      <Badge tone={badge.tone} className="whitespace-normal">
        {badge.label}
      </Badge>
      {outcomeDetails(item).map((line) => (
        <span key={line} className={`${muted} mt-1 wrap-anywhere`}>
          {line}
        </span>
      ))}
    </div>
  );
}

function Rental({ item, linkToRental }: { item: ReconciliationItem; linkToRental: boolean }) {
  const name = `Locação ${rentalShortId(item.rentalId)}`;
  return linkToRental ? (
    <Link
      to={`/locacoes/${item.rentalId}`}
      className="font-medium whitespace-nowrap text-brand-ink underline-offset-2 hover:underline"
    >
      {name}
    </Link>
  ) : (
    <span className="font-medium whitespace-nowrap">{name}</span>
  );
}

/**
 * The cases: what came in and when, why it was not simply credited, what became of it (a refund's
 * progress, a person's settlement), the rental it belongs to; 'Marcar como resolvido' on a refused
 * refund for those who may write payments.
 */
export function ReconciliationTable({
  items,
  isLoading,
  canWrite,
  linkToRental,
  onSettle,
  empty,
}: {
  items: readonly ReconciliationItem[] | undefined;
  isLoading: boolean;
  canWrite: boolean;
  linkToRental: boolean;
  onSettle: (item: ReconciliationItem) => void;
  empty: ReactNode;
}) {
  const columns: DataTableColumn<ReconciliationItem>[] = [
    { key: 'received', header: 'Recebido', cell: (item) => <Received item={item} /> },
    {
      key: 'reason',
      header: 'Por que não foi creditado',
      cell: (item) => <span className="block min-w-44 max-w-64">{item.reasonLabel}</span>,
    },
    { key: 'outcome', header: 'O que aconteceu', cell: (item) => <Outcome item={item} /> },
    {
      key: 'rental',
      header: 'Locação',
      cell: (item) => <Rental item={item} linkToRental={linkToRental} />,
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      align: 'end',
      cell: (item) =>
        canSettle(item) ? (
          <Button size="sm" variant="secondary" onClick={() => onSettle(item)}>
            Marcar como resolvido{' '}
            <span className="sr-only">
              o estorno de {formatMoney(item.receivedCents)} da locação {rentalShortId(item.rentalId)}
            </span>
          </Button>
        ) : null,
    });
  }
  return (
    <DataTable
      caption="Casos de conciliação"
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      isLoading={isLoading}
      empty={empty}
      // Positioned, so the buttons' screen-reader text stays inside the frame that scrolls sideways.
      className="relative"
    />
  );
}
