import { describe, expect, it } from 'vitest';
import {
  changeRentalListParams,
  clearRentalListFilters,
  DEFAULT_RENTAL_LIST,
  hasRentalListFilters,
  readRentalListParams,
  rentalListQuery,
  rentalListRangeProblem,
  writeRentalListParams,
} from './rental-list-params';

const PROJECT = 'a2c9e1f0-1d2b-4c3a-8e7f-6a5b4c3d2e1f';
const read = (query: string) => readRentalListParams(new URLSearchParams(query));

describe('the rentals list in the URL', () => {
  it('is newest first on the first page when the URL says nothing', () => {
    expect(read('')).toEqual(DEFAULT_RENTAL_LIST);
    expect(writeRentalListParams(DEFAULT_RENTAL_LIST).toString()).toBe('');
  });

  it('reads every filter, the sort and the page, and writes them back the same', () => {
    const query = `q=ana&status=WAITING_APPROVAL&projectId=${PROJECT}&from=2026-03-01&to=2026-03-31&sort=customer&order=asc&page=3`;
    const params = read(query);
    expect(params).toEqual({
      q: 'ana',
      status: 'WAITING_APPROVAL',
      projectId: PROJECT,
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'customer',
      order: 'asc',
      page: 3,
    });
    expect(writeRentalListParams(params).toString()).toBe(query);
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(
      read('status=PAGO&projectId=123&from=2026-02-30&to=31/03/2026&sort=price&order=up&page=-2'),
    ).toEqual(DEFAULT_RENTAL_LIST);
    expect(read(`q=${'a'.repeat(200)}`).q).toHaveLength(120);
    expect(read('q=%20%20').q).toBeUndefined();
  });

  it('starts again from page 1 when a filter or the sort changes, not when the page does', () => {
    const onPage3 = read('status=RENTED&page=3');
    expect(changeRentalListParams(onPage3, { q: 'joana' }).page).toBe(1);
    expect(changeRentalListParams(onPage3, { sort: 'startDate', order: 'asc' }).page).toBe(1);
    expect(changeRentalListParams(onPage3, { page: 4 })).toMatchObject({ status: 'RENTED', page: 4 });
  });

  it('clears the filters but keeps the sort', () => {
    const params = read('q=ana&status=RENTED&sort=status&order=asc&page=2');
    expect(hasRentalListFilters(params)).toBe(true);
    const cleared = clearRentalListFilters(params);
    expect(cleared).toEqual({ sort: 'status', order: 'asc', page: 1 });
    expect(hasRentalListFilters(cleared)).toBe(false);
  });

  it('asks the API for the view with its page size', () => {
    expect(rentalListQuery(read('status=RENTED&page=2'))).toEqual({
      q: undefined,
      status: 'RENTED',
      projectId: undefined,
      from: undefined,
      to: undefined,
      sort: 'createdDate',
      order: 'desc',
      page: 2,
      pageSize: 20,
    });
  });

  it('says when the period ends before it starts', () => {
    expect(rentalListRangeProblem({ from: '2026-03-10', to: '2026-03-01' })).toBe(
      'A data final deve ser igual ou posterior à inicial.',
    );
    expect(rentalListRangeProblem({ from: '2026-03-10', to: '2026-03-10' })).toBeNull();
    expect(rentalListRangeProblem({ from: '2026-03-10' })).toBeNull();
  });
});
