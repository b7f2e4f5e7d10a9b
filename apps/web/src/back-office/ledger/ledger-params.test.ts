import { describe, expect, it } from 'vitest';
import { ledgerParamsFromSearch, searchFromLedgerParams } from './ledger-params';

const today = '2026-11-28';

describe('ledger params', () => {
  it('defaults to today and this month up to today, first page', () => {
    expect(ledgerParamsFromSearch(new URLSearchParams(), today)).toEqual({
      at: today,
      from: '2026-11-01',
      to: today,
      page: 1,
    });
    expect(
      searchFromLedgerParams(ledgerParamsFromSearch(new URLSearchParams(), today), today).toString(),
    ).toBe('');
  });

  it('reads and writes a day, a window and a page', () => {
    const search = new URLSearchParams({
      em: '2026-10-31',
      de: '2026-10-01',
      ate: '2026-10-31',
      pagina: '3',
    });
    const params = ledgerParamsFromSearch(search, today);
    expect(params).toEqual({ at: '2026-10-31', from: '2026-10-01', to: '2026-10-31', page: 3 });
    expect(searchFromLedgerParams(params, today).toString()).toBe(search.toString());
  });

  it('falls back on a malformed day, a reversed or too long window and a bad page', () => {
    const params = ledgerParamsFromSearch(
      new URLSearchParams({ em: '31/10/2026', de: '2026-10-31', ate: '2026-10-01', pagina: '-2' }),
      today,
    );
    expect(params).toEqual({ at: today, from: '2026-11-01', to: today, page: 1 });
    expect(
      ledgerParamsFromSearch(new URLSearchParams({ de: '2020-01-01', ate: '2026-11-28' }), today).from,
    ).toBe('2026-11-01');
  });
});
