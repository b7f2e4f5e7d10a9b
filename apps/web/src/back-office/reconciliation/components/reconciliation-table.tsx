import { formatBrDateTime, formatMoney, type ReconciliationItem, rentalShortId } from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
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
    <div className="min-w-0 md:min-w-56 md:max-w-80">
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

/** 'Marcar como resolvido', saying to a screen reader which case: a refused refund or a chargeback. */
function SettleButton({
  item,
  onSettle,
  className,
  fullWidth,
}: {
  item: ReconciliationItem;
  onSettle: (item: ReconciliationItem) => void;
  className?: string;
  fullWidth?: boolean;
}) {
  const what = item.outcome === 'CHARGED_BACK' ? 'a contestação' : 'o estorno';
  return (
    <Button
      size="sm"
      variant="secondary"
      className={className}
      fullWidth={fullWidth}
      onClick={() => onSettle(item)}
    >
      Marcar como resolvido{' '}
      <span className="sr-only">
        {what} de {formatMoney(item.receivedCents)} da locação {rentalShortId(item.rentalId)}
      </span>
    </Button>
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
      cell: (item) => (canSettle(item) ? <SettleButton item={item} onSettle={onSettle} /> : null),
    });
  }
  return (
    <>
      {/* A phone reads each case as a card (a table would hide what became of it off to the side). */}
      <div className="md:hidden">
        {isLoading || !items || items.length === 0 ? (
          <DataTable
            caption="Casos de conciliação"
            columns={columns}
            rows={items}
            rowKey={(item) => item.id}
            isLoading={isLoading}
            empty={empty}
          />
        ) : (
          <ul aria-label="Casos de conciliação" className="flex flex-col gap-3">
            {items.map((item) => (
              <CaseCard
                key={item.id}
                item={item}
                canWrite={canWrite}
                linkToRental={linkToRental}
                onSettle={onSettle}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="hidden md:block">
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
      </div>
    </>
  );
}

function CaseCard({
  item,
  canWrite,
  linkToRental,
  onSettle,
}: {
  item: ReconciliationItem;
  canWrite: boolean;
  linkToRental: boolean;
  onSettle: (item: ReconciliationItem) => void;
}) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <Received item={item} />
        <Rental item={item} linkToRental={linkToRental} />
      </div>
      <p className="mt-3 text-sm text-ink">{item.reasonLabel}</p>
      <div className="mt-3">
        <Outcome item={item} />
      </div>
      {canWrite && canSettle(item) && (
        <SettleButton item={item} onSettle={onSettle} className="mt-4" fullWidth />
      )}
    </li>
  );
}
