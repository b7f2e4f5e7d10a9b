import { type ExtensionBilling, extensionRefusal, type IsoDate, todayIso } from '@estadia/domain';
import type { RentalView } from '@/lib/rentals/get-rental';

/** Why the stay cannot be extended today, or null when it can: the rule the API applies. */
export function extensionRefusalOf(
  rental: Pick<RentalView, 'status' | 'endDate' | 'earlyDeparture'>,
  today: IsoDate = todayIso(),
): string | null {
  const hasEarlyDeparture = rental.earlyDeparture != null;
  return extensionRefusal({ status: rental.status, endDate: rental.endDate, hasEarlyDeparture }, today);
}

/** The quote's line for the difference, by when it is paid (the API's `billing`). */
export function differenceTerm(billing: ExtensionBilling | undefined): string {
  if (billing === 'POST_PAID') return 'Diferença, cobrada depois de vivida';
  if (billing === 'MONTH_AHEAD') return 'Diferença, cobrada mês a mês';
  return 'Diferença a pagar';
}
