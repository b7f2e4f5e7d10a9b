import { AUDIT_ACTION_LABELS, type AuditEntry, formatBrDateTime } from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SlidersIcon } from '../../../components/ui/booking-icons';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { TEXT_LINK_CLASSES } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { describeDetails } from '../audit-details';
import { describeTarget } from '../audit-target';

const FILTER_BUTTON =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink';

function TargetCell({
  entry,
  canOpenRentals,
  onFilterTarget,
}: {
  entry: AuditEntry;
  canOpenRentals: boolean;
  onFilterTarget: (target: string) => void;
}) {
  const target = describeTarget(entry);
  const rentalLink = canOpenRentals && target.rentalId;
  return (
    <span className="flex items-center gap-1">
      <span className="min-w-0">
        {rentalLink && target.kind === 'rental' ? (
          <Link
            to={`/locacoes/${encodeURIComponent(target.rentalId as string)}`}
            className={TEXT_LINK_CLASSES}
          >
            {target.label}
          </Link>
        ) : (
          <span className="whitespace-nowrap">{target.label}</span>
        )}
        {rentalLink && target.kind === 'payment' && (
          <Link
            to={`/locacoes/${encodeURIComponent(target.rentalId as string)}`}
            className={cn(TEXT_LINK_CLASSES, 'block text-xs')}
          >
            Ver a locação
          </Link>
        )}
      </span>
      <button
        type="button"
        className={FILTER_BUTTON}
        title="Ver só as ações sobre este alvo"
        aria-label={`Ver só as ações sobre ${target.label}`}
        onClick={() => onFilterTarget(entry.target)}
      >
        <SlidersIcon className="size-4" />
      </button>
    </span>
  );
}

/** The log, read-only: when, who, what, on what, from where, and what changed. */
export function AuditTable({
  entries,
  isLoading,
  canOpenRentals,
  onFilterActor,
  onFilterTarget,
  empty,
}: {
  entries: readonly AuditEntry[] | undefined;
  isLoading: boolean;
  /** Links rentals to their page only for those who may read them. */
  canOpenRentals: boolean;
  onFilterActor: (actorId: string) => void;
  onFilterTarget: (target: string) => void;
  empty: ReactNode;
}) {
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: 'Quando',
      cell: (entry) => formatBrDateTime(new Date(entry.at), { seconds: false }),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'actor',
      header: 'Quem',
      cell: ({ actor }) =>
        actor.id ? (
          <button
            type="button"
            title="Ver só as ações desta pessoa"
            aria-label={`Ver só as ações de ${actor.email}`}
            onClick={() => onFilterActor(actor.id as string)}
            className="rounded text-left break-all text-ink hover:text-brand-ink hover:underline"
          >
            {actor.email}
          </button>
        ) : (
          <span className="break-all">{actor.email}</span>
        ),
    },
    {
      key: 'action',
      header: 'Ação',
      cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
      className: 'min-w-44',
    },
    {
      key: 'target',
      header: 'Em quê',
      cell: (entry) => (
        <TargetCell entry={entry} canOpenRentals={canOpenRentals} onFilterTarget={onFilterTarget} />
      ),
    },
    {
      key: 'ip',
      header: 'De onde (IP)',
      cell: (entry) => entry.ip ?? <span className="text-ink-subtle">—</span>,
      className: 'whitespace-nowrap font-mono text-xs',
    },
    {
      key: 'details',
      header: 'Detalhes',
      cell: (entry) => {
        const lines = describeDetails(entry);
        if (lines.length === 0) return <span className="text-ink-subtle">—</span>;
        return (
          <ul className="space-y-0.5 text-ink-muted">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        );
      },
      className: 'min-w-56',
    },
  ];

  return (
    <DataTable
      caption="Registro de auditoria"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      isLoading={isLoading}
      empty={empty}
    />
  );
}
