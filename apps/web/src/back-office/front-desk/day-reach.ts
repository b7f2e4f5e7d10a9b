import {
  dayInScope,
  formatBrDate,
  type IsoDate,
  rentalScopeOf,
  todayIso,
  type WithPermissions,
} from '@estadia/domain';

/**
 * Why the front desk cannot look at `date`, or null when it can: without the rentals area it sees only
 * yesterday to tomorrow (decision 0017), so the page says so instead of asking the API for a 403.
 */
export function dayOutOfReach(
  user: WithPermissions | null | undefined,
  date: IsoDate,
  today: IsoDate = todayIso(),
): string | null {
  const scope = rentalScopeOf(user, today);
  if (!scope || dayInScope(scope, date) || scope.kind === 'all') return null;
  return `A recepção consulta de ${formatBrDate(scope.window.from)} a ${formatBrDate(scope.window.to)}.`;
}
