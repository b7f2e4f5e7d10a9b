import { DOOR_REVOKE_REASON_LABELS, type DoorAccessState, doorAccessWindowSentence } from '@estadia/domain';
import { momentLabel } from './front-desk-format';

/** Where the lock stands with the latest change of the stay's code. */
export function lockSyncLabel(door: DoorAccessState): string {
  if (door.lockSyncedAt) {
    const [day, time] = momentLabel(door.lockSyncedAt, '').split(' ');
    return `Fechadura atualizada em ${day} às ${time}`;
  }
  if (door.lockSyncError) return 'A fechadura não respondeu; nova tentativa automática em instantes';
  return 'Enviando à fechadura…';
}

/**
 * The stay's door as the front desk sees it: whether a code is active, its window and the lock's
 * state; never the code (the guest has it in the app and by e-mail, decision 0019).
 */
export function FrontDeskDoor({ door }: { door: DoorAccessState | null | undefined }) {
  if (!door) return <dd className="font-medium text-ink">Sem código</dd>;
  return (
    <dd className="text-ink">
      <span className={door.active ? 'font-medium text-success' : 'font-medium text-ink-muted'}>
        {door.active
          ? 'Código ativo'
          : `Código revogado${door.revokeReason ? ` (${DOOR_REVOKE_REASON_LABELS[door.revokeReason].toLowerCase()})` : ''}`}
      </span>
      {door.active && <span className="block text-ink-muted">{doorAccessWindowSentence(door)}</span>}
      <span className={door.lockSyncError ? 'block text-danger' : 'block text-ink-muted'}>
        {lockSyncLabel(door)}
      </span>
    </dd>
  );
}
