import { describe, expect, it } from 'vitest';
import { cheapestModality, projectFromPrice } from './project-pricing';

const studio = { id: 'studio', priceShortPeriod: 229, priceLongPeriod: 3790, dynamicPrices: null };
const apartment = { id: 'apto', priceShortPeriod: 189, priceLongPeriod: 6900, dynamicPrices: null };

describe('projectFromPrice', () => {
  it('is the lowest per-night price over the modalities, short or long', () => {
    // Studio long: 3790 / 30 = 126,33 per night, cheaper than any short price.
    expect(projectFromPrice([studio, apartment])).toEqual({ perNightCents: 12633, period: 'LONG_PERIOD' });
    expect(projectFromPrice([apartment])).toEqual({ perNightCents: 18900, period: 'SHORT_PERIOD' });
  });

  it('uses the dynamic prices when the modality has them', () => {
    expect(projectFromPrice([{ ...apartment, dynamicPrices: { shortPeriod: 99 } }])).toEqual({
      perNightCents: 9900,
      period: 'SHORT_PERIOD',
    });
  });

  it('is null without modalities', () => {
    expect(projectFromPrice([])).toBeNull();
  });
});

describe('cheapestModality', () => {
  it('is the modality that reaches the from price', () => {
    expect(cheapestModality([apartment, studio])?.id).toBe('studio');
    expect(cheapestModality([])).toBeUndefined();
  });
});
