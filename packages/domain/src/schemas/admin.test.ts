import { describe, expect, it } from 'vitest';
import { calendarQuerySchema, createBlockRequestSchema } from './admin-calendar.ts';
import { refundPaymentRequestSchema } from './admin-payments.ts';
import { updateModalityPricesRequestSchema } from './admin-prices.ts';
import { adminRentalListQuerySchema } from './admin-rentals.ts';
import { occupancyQuerySchema } from './admin-reports.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('back-office schemas', () => {
  it('default the rental list to the newest first, and check its window', () => {
    expect(adminRentalListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdDate',
      order: 'desc',
    });
    expect(messages(adminRentalListQuerySchema.safeParse({ sort: 'preço' }))).toEqual([
      'sort: Ordenação inválida',
    ]);
    expect(messages(adminRentalListQuerySchema.safeParse({ from: '2026-02-10', to: '2026-02-01' }))).toEqual([
      'to: A data final deve ser igual ou posterior à inicial',
    ]);
  });

  it('keep a calendar window under two years', () => {
    expect(calendarQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(messages(calendarQuerySchema.safeParse({ from: '2026-01-01', to: '2029-01-01' }))).toEqual([
      'to: Consulte no máximo 2 anos por vez',
    ]);
  });

  it('want a reason of 3 to 200 characters for a block, and leave the interval to the rules', () => {
    expect(
      createBlockRequestSchema.safeParse({ start: '2026-03-05', end: '2026-03-01', reason: 'Pintura' })
        .success,
    ).toBe(true);
    expect(
      messages(createBlockRequestSchema.safeParse({ start: '2026-03-01', end: '2026-03-05', reason: ' x ' })),
    ).toEqual(['reason: Informe o motivo (pelo menos 3 caracteres)']);
  });

  it('take positive prices in reais with cents, at least one of them, and nothing else', () => {
    expect(updateModalityPricesRequestSchema.safeParse({ priceShortPeriod: 199.9 }).success).toBe(true);
    expect(updateModalityPricesRequestSchema.safeParse({ dynamicPrices: null }).success).toBe(true);
    expect(messages(updateModalityPricesRequestSchema.safeParse({}))).toEqual([
      ': Informe ao menos um preço para alterar',
    ]);
    expect(messages(updateModalityPricesRequestSchema.safeParse({ priceShortPeriod: 0 }))).toEqual([
      'priceShortPeriod: O preço deve ser maior que zero',
    ]);
    expect(messages(updateModalityPricesRequestSchema.safeParse({ priceLongPeriod: 10.005 }))).toEqual([
      'priceLongPeriod: O valor deve ter no máximo duas casas decimais',
    ]);
    expect(updateModalityPricesRequestSchema.safeParse({ status: 'x', priceShortPeriod: 1 }).success).toBe(
      false,
    );
  });

  it('count report nights in [from, to): the end must come after the start', () => {
    expect(occupancyQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-02' }).success).toBe(true);
    expect(messages(occupancyQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }))).toEqual([
      'to: A data final deve ser posterior à inicial',
    ]);
  });

  it('refund a whole number of cents above zero, or everything', () => {
    expect(refundPaymentRequestSchema.parse({})).toEqual({});
    expect(messages(refundPaymentRequestSchema.safeParse({ amountCents: 0 }))).toEqual([
      'amountCents: O valor deve ser maior que zero',
    ]);
  });
});
