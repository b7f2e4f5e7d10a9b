import {
  type AuditEntry,
  formatBrDate,
  formatMoney,
  formatReais,
  STAFF_ROLES,
  type StaffRole,
} from '@estadia/domain';

// The details of each kind of entry, as the services record them (see apps/api/src/modules/admin):
// read defensively, since an entry keeps the shape it had when it was written.

type Details = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function money(cents: unknown): string | null {
  return typeof cents === 'number' && Number.isFinite(cents) ? formatMoney(cents) : null;
}

function reais(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? formatReais(value) : null;
}

function roleLabel(role: unknown): string {
  return typeof role === 'string' && role in STAFF_ROLES
    ? STAFF_ROLES[role as StaffRole].label
    : 'Perfil personalizado';
}

function record(value: unknown): Details {
  return value !== null && typeof value === 'object' ? (value as Details) : {};
}

/** 'Diária: R$ 200,00 → R$ 220,00' for each price that changed. */
function priceChanges(details: Details): string[] {
  const before = record(details.before);
  const after = record(details.after);
  const lines: string[] = [];
  const prices: [string, string][] = [
    ['priceShortPeriod', 'Diária'],
    ['priceLongPeriod', 'Período de 30 noites'],
  ];
  for (const [field, label] of prices) {
    const from = reais(before[field]);
    const to = reais(after[field]);
    if (from && to && from !== to) lines.push(`${label}: ${from} → ${to}`);
  }
  if (JSON.stringify(before.dynamicPrices ?? null) !== JSON.stringify(after.dynamicPrices ?? null)) {
    lines.push('Preços dinâmicos alterados');
  }
  // Entries written before the caução existed have no such field: nothing changed there.
  if ('securityDepositCents' in after) {
    const from = money(before.securityDepositCents) ?? 'nenhuma';
    const to = money(after.securityDepositCents) ?? 'nenhuma';
    if (from !== to) lines.push(`Caução: ${from} → ${to}`);
  }
  return lines;
}

function withNote(lines: (string | null)[], note: unknown): string[] {
  const said = text(note);
  return [...lines, said ? `Observação: ${said}` : null].filter((line): line is string => line !== null);
}

/** A few lines saying what changed, in Portuguese; none when the entry has nothing to add. */
export function describeDetails(entry: Pick<AuditEntry, 'action' | 'details'>): string[] {
  const details = entry.details;
  switch (entry.action) {
    case 'rental.approve':
      return [];
    case 'rental.reject': {
      const note = text(details.note);
      return note ? [`Motivo: ${note}`] : [];
    }
    case 'block.create':
    case 'block.delete': {
      const start = text(details.start);
      const end = text(details.end);
      const lines: string[] = [];
      if (start && end) lines.push(`${formatBrDate(start)} a ${formatBrDate(end)}`);
      const reason = text(details.reason);
      if (reason) lines.push(`Motivo: ${reason}`);
      return lines;
    }
    case 'modality.update_prices':
      return priceChanges(details);
    case 'payment.confirm':
      return withNote([money(details.amountCents) && `Valor: ${money(details.amountCents)}`], details.note);
    case 'payment.refund': {
      const amount = money(details.amountCents);
      const paid = money(details.paidCents);
      const line = amount ? `Reembolso: ${amount}${paid ? ` de ${paid} pagos` : ''}` : null;
      return withNote([line], details.note);
    }
    case 'staff.invite':
      return [
        `Perfil: ${roleLabel(details.role)}`,
        ...(details.existingAccount === true ? ['Já tinha conta de cliente'] : []),
      ];
    case 'staff.update_role':
      return [`${roleLabel(details.before)} → ${roleLabel(details.after)}`];
    case 'staff.revoke':
      return [`Perfil que tinha: ${roleLabel(details.role)}`];
    case 'rental.check_in':
      return typeof details.occupants === 'number' ? [`Hóspedes cadastrados: ${details.occupants}`] : [];
    default:
      return [];
  }
}
