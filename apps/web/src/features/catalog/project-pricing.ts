import { type FromPrice, fromPrice, type Modality } from '@estadia/domain';

/** The cheapest 'a partir de' price of a project, across its modalities; null without any. */
export function projectFromPrice(
  modalities: readonly Pick<Modality, 'priceShortPeriod' | 'priceLongPeriod' | 'dynamicPrices'>[],
): FromPrice | null {
  let best: FromPrice | null = null;
  for (const modality of modalities) {
    const price = fromPrice(modality);
    if (!best || price.perNightCents < best.perNightCents) best = price;
  }
  return best;
}

/** The modality that reaches the 'a partir de' price: where a card leads to. */
export function cheapestModality<
  T extends Pick<Modality, 'priceShortPeriod' | 'priceLongPeriod' | 'dynamicPrices'>,
>(modalities: readonly T[]): T | undefined {
  let best: { modality: T; cents: number } | undefined;
  for (const modality of modalities) {
    const cents = fromPrice(modality).perNightCents;
    if (!best || cents < best.cents) best = { modality, cents };
  }
  return best?.modality;
}
