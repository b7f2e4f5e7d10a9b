import { AUDIT_ACTION_LABELS, type AuditEntry, formatBrDateTime } from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SlidersIcon } from '@/components/ui/booking-icons';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TEXT_LINK_CLASSES } from '@/components/ui/text-link';
import { cn } from '@/lib/cn';
import { describeDetails } from '../audit-details';
import { describeTarget } from '../audit-target';

const FILTER_BUTTON =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink';

/** An e-mail that may wrap before the '@' rather than anywhere inside it. */
function Email({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

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
  const rentalPath =
    canOpenRentals && target.rentalId ? `/locacoes/${encodeURIComponent(target.rentalId)}` : null;
  return (
    <span className="flex items-start gap-1">
      <span className="min-w-0">
        {target.kindLabel && <span className="block text-xs text-ink-muted">{target.kindLabel}</span>}
        {rentalPath && target.kind === 'rental' ? (
          <Link to={rentalPath} aria-label={target.label} className={TEXT_LINK_CLASSES}>
            {target.name}
          </Link>
        ) : (
          <span className="block">
            {target.kind === 'user' ? <Email email={target.name} /> : target.name}
          </span>
        )}
        {rentalPath && target.kind === 'payment' && (
          <Link to={rentalPath} className={cn(TEXT_LINK_CLASSES, 'block text-xs')}>
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
      header: 'Quando e de onde',
      cell: (entry) => (
        <>
          <span className="block whitespace-nowrap tabular-nums">
            {formatBrDateTime(new Date(entry.at), { seconds: false })}
          </span>
          <span className="block font-mono text-xs text-ink-muted">
            {entry.ip ? `IP ${entry.ip}` : 'IP desconhecido'}
          </span>
        </>
      ),
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
            className="rounded text-left text-ink hover:text-brand-ink hover:underline"
          >
            <Email email={actor.email} />
          </button>
        ) : (
          <Email email={actor.email} />
        ),
    },
    {
      key: 'action',
      header: 'Ação',
      cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
      className: 'min-w-40',
    },
    {
      key: 'target',
      header: 'Em quê',
      cell: (entry) => (
        <TargetCell entry={entry} canOpenRentals={canOpenRentals} onFilterTarget={onFilterTarget} />
      ),
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
