import { pluralize } from '@estadia/domain';
import { ButtonLink } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/status-icons';

export const OVERDUE_MAINTENANCE_BOARD = '/solicitacoes?overdue=true';

/** Repair requests past their deadline: a warning with the way to the board, shown only when there are some. */
export function OverdueMaintenanceNotice({ count, canOpenBoard }: { count: number; canOpenBoard: boolean }) {
  if (!(count > 0)) return null;
  return (
    <section
      aria-label="Solicitações vencidas"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-danger bg-surface p-4"
    >
      <p className="flex items-center gap-2 font-semibold text-danger">
        <AlertIcon className="size-5" />
        {pluralize(count, 'solicitação de reparo vencida', 'solicitações de reparo vencidas')}
      </p>
      {canOpenBoard && (
        <ButtonLink to={OVERDUE_MAINTENANCE_BOARD} variant="secondary" size="sm">
          Ver as vencidas
        </ButtonLink>
      )}
    </section>
  );
}
