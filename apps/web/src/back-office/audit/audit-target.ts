import { type AuditEntry, rentalShortId } from '@estadia/domain';

export type AuditTargetKind = 'rental' | 'block' | 'modality' | 'payment' | 'user';

const KIND_LABELS: Record<AuditTargetKind, string> = {
  rental: 'Locação',
  block: 'Bloqueio',
  modality: 'Modalidade',
  payment: 'Pagamento',
  user: 'Membro da equipe',
};

export interface AuditTarget {
  kind: AuditTargetKind | null;
  id: string;
  /** 'Locação', 'Membro da equipe'…; empty for a kind this screen does not know. */
  kindLabel: string;
  /** The short code of the id ('3F2A9C1B'), or the name the details carry ('Studio', 'ana@…'). */
  name: string;
  /** Both: 'Locação 3F2A9C1B', 'Modalidade Studio', 'Membro da equipe ana@…'. */
  label: string;
  /** The rental the entry is about, directly or through its payment: its page can be linked. */
  rentalId: string | null;
}

function isKind(kind: string): kind is AuditTargetKind {
  return kind in KIND_LABELS;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * What an entry was done to, for people: the kind in Portuguese and the short code of its id, or a
 * name the entry's details carry (the modality's, the member's e-mail). 'kind:id' is the API's form.
 */
export function describeTarget(entry: Pick<AuditEntry, 'target' | 'details'>): AuditTarget {
  const separator = entry.target.indexOf(':');
  const kind = separator > 0 ? entry.target.slice(0, separator) : '';
  const id = separator > 0 ? entry.target.slice(separator + 1) : entry.target;
  if (!isKind(kind)) {
    return { kind: null, id, kindLabel: '', name: entry.target, label: entry.target, rentalId: null };
  }

  const name =
    (kind === 'modality'
      ? text(entry.details.modality)
      : kind === 'user'
        ? text(entry.details.email)
        : null) ?? rentalShortId(id);
  const rentalId = kind === 'rental' ? id : kind === 'payment' ? text(entry.details.rentalId) : null;
  return { kind, id, kindLabel: KIND_LABELS[kind], name, label: `${KIND_LABELS[kind]} ${name}`, rentalId };
}
