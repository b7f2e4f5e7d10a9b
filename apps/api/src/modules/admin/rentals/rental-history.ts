import { AUDIT_ACTION_LABELS, type AuditAction, type RentalHistoryEntry } from '@estadia/domain';
import type { AuditLogRow, RentalRow } from '../../../db/schema.ts';

/** The rental's own steps, and who would otherwise be said to take them. */
const MILESTONES: { column: keyof RentalRow; label: string; recordedBy?: AuditAction }[] = [
  { column: 'created_at', label: 'Solicitação criada pelo cliente' },
  { column: 'submitted_at', label: 'Enviada para aprovação' },
  { column: 'approved_at', label: 'Aprovada', recordedBy: 'rental.approve' },
  { column: 'signed_at', label: 'Contrato assinado pelo cliente' },
  { column: 'paid_at', label: 'Pagamento confirmado: locação garantida' },
  { column: 'finished_at', label: 'Estadia encerrada' },
  { column: 'cancelled_at', label: 'Cancelada', recordedBy: 'rental.reject' },
];

/**
 * What happened to a rental, oldest first: its milestones, and the staff's actions on it and on its
 * payments from the audit log. A milestone a staff member caused (an approval, a rejection) is told
 * once, by the audit entry that names who did it.
 */
export function rentalHistory(rental: RentalRow, entries: readonly AuditLogRow[]): RentalHistoryEntry[] {
  const byStaff = new Set(entries.map((entry) => entry.action));
  const history: (RentalHistoryEntry & { order: number })[] = [];
  MILESTONES.forEach(({ column, label, recordedBy }, order) => {
    const at = rental[column];
    if (!(at instanceof Date) || (recordedBy && byStaff.has(recordedBy))) return;
    history.push({ at: at.toISOString(), label, actor: null, order });
  });
  for (const entry of entries) {
    const action = entry.action as AuditAction;
    history.push({
      at: entry.at.toISOString(),
      label: historyLabel(action, entry.details),
      actor: { id: entry.actor_id, email: entry.actor_email },
      order: MILESTONES.length,
    });
  }
  return history
    .sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
}

function historyLabel(action: AuditAction, details: Record<string, unknown>): string {
  const label = AUDIT_ACTION_LABELS[action] ?? action;
  const note = typeof details.note === 'string' && details.note ? ` — ${details.note}` : '';
  return `${label}${note}`;
}
