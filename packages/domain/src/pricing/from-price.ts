import { LONG_PERIOD_NIGHTS } from '../constants/business.ts';
import type { PeriodKind } from '../enums/period-kinds.ts';
import { divideRounded } from '../money/cents.ts';
import { effectivePrices, type ModalityPrices } from './quote.ts';

export interface FromPrice {
  /** The lowest price of one night, in cents. */
  perNightCents: number;
  /** The kind of stay that reaches it. */
  period: PeriodKind;
}

/** The 'a partir de' price: the cheaper per-night equivalent of the short and the long price. */
export function fromPrice(modality: ModalityPrices): FromPrice {
  const { shortCents, longCents } = effectivePrices(modality);
  const longPerNight = Number(divideRounded(BigInt(longCents), BigInt(LONG_PERIOD_NIGHTS)));
  return longPerNight < shortCents
    ? { perNightCents: longPerNight, period: 'LONG_PERIOD' }
    : { perNightCents: shortCents, period: 'SHORT_PERIOD' };
}
