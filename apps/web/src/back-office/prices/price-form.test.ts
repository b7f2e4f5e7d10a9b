import { type AdminModalityPrices, updateModalityPricesRequestSchema } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import {
  formFieldOfIssue,
  freePeriod,
  NOTHING_CHANGED_MESSAGE,
  preparePrices,
  priceFormValues,
} from './price-form';

const studio: AdminModalityPrices = {
  id: '519fa592-7ecf-4d65-b776-33a5ac2d8de3',
  name: 'Studio',
  priceShortPeriod: 299,
  priceLongPeriod: 5290,
  dynamicPrices: { longPeriod: 4990 },
};

const valid = (values: ReturnType<typeof priceFormValues>) => {
  const { input, errors } = preparePrices(values, studio);
  expect(errors).toEqual({});
  return updateModalityPricesRequestSchema.parse(input);
};

describe('priceFormValues', () => {
  it('shows the prices as money and the dynamic prices as rows', () => {
    expect(priceFormValues(studio)).toEqual({
      priceShortPeriod: 'R$ 299,00',
      priceLongPeriod: 'R$ 5.290,00',
      dynamicPrices: [{ period: 'LONG_PERIOD', price: 'R$ 4.990,00' }],
      securityDeposit: '',
    });
    expect(priceFormValues({ ...studio, dynamicPrices: null }).dynamicPrices).toEqual([]);
    expect(priceFormValues({ ...studio, securityDepositCents: 998_000 }).securityDeposit).toBe('R$ 9.980,00');
  });
});

describe('preparePrices', () => {
  it('sends only what changed, in reais', () => {
    expect(valid({ ...priceFormValues(studio), priceShortPeriod: 'R$ 310,50' })).toEqual({
      priceShortPeriod: 310.5,
    });
    expect(valid({ ...priceFormValues(studio), priceLongPeriod: 'R$ 5.100,00' })).toEqual({
      priceLongPeriod: 5100,
    });
  });

  it('replaces the dynamic prices as a whole when a row changes, is added or removed', () => {
    const values = priceFormValues(studio);
    expect(
      valid({
        ...values,
        dynamicPrices: [...values.dynamicPrices, { period: 'SHORT_PERIOD', price: 'R$ 279,90' }],
      }),
    ).toEqual({ dynamicPrices: { shortPeriod: 279.9, longPeriod: 4990 } });
    expect(valid({ ...values, dynamicPrices: [] })).toEqual({ dynamicPrices: null });
    expect(valid({ ...values, dynamicPrices: [{ period: 'LONG_PERIOD', price: 'R$ 4.800,00' }] })).toEqual({
      dynamicPrices: { longPeriod: 4800 },
    });
  });

  it('says so when nothing changed, instead of sending an empty change', () => {
    expect(preparePrices(priceFormValues(studio), studio).errors).toEqual({ root: NOTHING_CHANGED_MESSAGE });
  });

  it('puts each problem on its field or row', () => {
    const { errors } = preparePrices(
      {
        priceShortPeriod: '',
        priceLongPeriod: 'R$ 5.290,00',
        securityDeposit: '',
        dynamicPrices: [
          { period: 'LONG_PERIOD', price: '' },
          { period: 'LONG_PERIOD', price: 'R$ 2.000.000,00' },
        ],
      },
      studio,
    );
    expect(errors).toEqual({
      priceShortPeriod: 'Informe o preço',
      'dynamicPrices.0.price': 'Informe o preço',
      'dynamicPrices.1.period': 'Já há um preço dinâmico para este período',
      'dynamicPrices.1.price': 'Preço alto demais',
    });
  });
});

describe('the caução', () => {
  const withDeposit = { ...studio, securityDepositCents: 998_000 };

  it('is sent in cents when it changes, and null when emptied', () => {
    expect(valid({ ...priceFormValues(studio), securityDeposit: 'R$ 9.980,00' })).toEqual({
      securityDepositCents: 998_000,
    });
    const { input, errors } = preparePrices(
      { ...priceFormValues(withDeposit), securityDeposit: '' },
      withDeposit,
    );
    expect(errors).toEqual({});
    expect(input).toEqual({ securityDepositCents: null });
    expect(preparePrices(priceFormValues(withDeposit), withDeposit).errors).toEqual({
      root: NOTHING_CHANGED_MESSAGE,
    });
  });

  it('may reach three months of the rent charged (the dynamic long price here), not one cent more', () => {
    // R$ 4.990,00 × 3 = R$ 14.970,00.
    expect(valid({ ...priceFormValues(studio), securityDeposit: 'R$ 14.970,00' })).toEqual({
      securityDepositCents: 1_497_000,
    });
    const message =
      'A caução não pode passar de três meses de aluguel (Lei do Inquilinato, art. 38): no máximo R$ 14.970,00.';
    expect(
      preparePrices({ ...priceFormValues(studio), securityDeposit: 'R$ 14.970,01' }, studio).errors,
    ).toEqual({
      securityDeposit: message,
    });
    // Lowering the rent under the caução set is refused on the caução's field too.
    const cheaper = {
      ...priceFormValues(withDeposit),
      dynamicPrices: [{ period: 'LONG_PERIOD' as const, price: 'R$ 3.000,00' }],
    };
    expect(preparePrices(cheaper, withDeposit).errors.securityDeposit).toMatch(/no máximo R\$ 9\.000,00\.$/);
  });
});

describe('freePeriod', () => {
  it('gives the period still without a row', () => {
    expect(freePeriod([])).toBe('SHORT_PERIOD');
    expect(freePeriod([{ period: 'SHORT_PERIOD', price: '' }])).toBe('LONG_PERIOD');
    expect(
      freePeriod([
        { period: 'LONG_PERIOD', price: '' },
        { period: 'SHORT_PERIOD', price: '' },
      ]),
    ).toBeNull();
  });
});

describe('formFieldOfIssue', () => {
  it('places the API’s messages on the base fields and on the row of the period', () => {
    const rows = [
      { period: 'SHORT_PERIOD' as const, price: '' },
      { period: 'LONG_PERIOD' as const, price: '' },
    ];
    expect(formFieldOfIssue('priceLongPeriod', rows)).toBe('priceLongPeriod');
    expect(formFieldOfIssue('dynamicPrices.longPeriod', rows)).toBe('dynamicPrices.1.price');
    expect(formFieldOfIssue('dynamicPrices.shortPeriod', rows.slice(1))).toBeNull();
    expect(formFieldOfIssue('securityDepositCents', rows)).toBe('securityDeposit');
    expect(formFieldOfIssue('', rows)).toBeNull();
  });
});
