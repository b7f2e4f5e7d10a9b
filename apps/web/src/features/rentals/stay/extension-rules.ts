import { extensionRefusal, type IsoDate, nightsBetween, rentRegime, todayIso } from '@estadia/domain';
import type { RentalView } from '../../../lib/rentals/get-rental';

/** Why the stay cannot be extended today, or null when it can: the rule the API applies. */
export function extensionRefusalOf(
  rental: Pick<RentalView, 'status' | 'endDate' | 'earlyDeparture'>,
  today: IsoDate = todayIso(),
): string | null {
  const hasEarlyDeparture = rental.earlyDeparture != null;
  return extensionRefusal({ status: rental.status, endDate: rental.endDate, hasEarlyDeparture }, today);
}

/**
 * Whether the stay, extended to `end`, is a post-paid lease (the API's rent-regime rule): then the difference
 * is not paid at the addendum's signature but month by month, after each month is lived (Lei 8.245/1991,
 * arts. 20 and 42).
 */
export function isPostPaidExtension(
  rental: Pick<RentalView, 'startDate' | 'rentGuaranteeType'>,
  end: IsoDate,
): boolean {
  return rentRegime(nightsBetween(rental.startDate, end), rental.rentGuaranteeType) === 'POST_PAID';
}

/** What the customer reads of a post-paid extension's difference. */
export const POST_PAID_DIFFERENCE_NOTE =
  'Nada é pago agora: como os demais meses da locação, a diferença é cobrada depois de vivida — um boleto por ' +
  'período de 30 noites, com vencimento no 6º dia útil seguinte.';
