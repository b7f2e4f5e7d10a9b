import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  hasFilters,
  paymentListQuery,
  searchFromFilters,
  withFilter,
} from './payment-filters';

describe('payment filters in the URL', () => {
  it('reads the filters and the page', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('status=PENDING&paymentType=PIX&from=2026-11-01&to=2026-11-30&page=3'),
    );
    expect(filters).toEqual({
      status: 'PENDING',
      paymentType: 'PIX',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
    expect(paymentListQuery(filters)).toEqual({ ...filters, pageSize: 20 });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(
      filtersFromSearch(new URLSearchParams('status=PAGO&paymentType=DINHEIRO&from=01/11/2026&page=-2')),
    ).toEqual({ page: 1 });
    expect(filtersFromSearch(new URLSearchParams('from=2026-11-10&to=2026-11-01'))).toEqual({
      from: '2026-11-10',
      page: 1,
    });
    expect(filtersFromSearch(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what is set, and goes back to the first page when a filter changes', () => {
    expect(searchFromFilters({ page: 1 }).toString()).toBe('');
    const filters = withFilter({ status: 'PAID', page: 4 }, { paymentType: 'BANK_SLIP' });
    expect(filters).toEqual({ status: 'PAID', paymentType: 'BANK_SLIP', page: 1 });
    expect(searchFromFilters({ ...filters, page: 2 }).toString()).toBe(
      'status=PAID&paymentType=BANK_SLIP&page=2',
    );
    expect(hasFilters({ page: 3 })).toBe(false);
    expect(hasFilters(filters)).toBe(true);
  });
});
