import { describe, expect, it } from 'vitest';
import { auditApiQuery, auditSearch, isFiltered, readAuditFilters } from './audit-filters';
import { ACTOR_ID, RENTAL_ID } from './test-audit';

describe('audit filters in the URL', () => {
  it('reads what the API accepts and writes it back the same', () => {
    const params = new URLSearchParams({
      acao: 'payment.refund',
      quem: ACTOR_ID,
      alvo: `rental:${RENTAL_ID}`,
      de: '2026-03-01',
      ate: '2026-03-31',
      pagina: '3',
    });
    const filters = readAuditFilters(params);
    expect(filters).toEqual({
      action: 'payment.refund',
      actorId: ACTOR_ID,
      target: `rental:${RENTAL_ID}`,
      from: '2026-03-01',
      to: '2026-03-31',
      page: 3,
    });
    expect(new URLSearchParams(auditSearch(filters)).toString()).toBe(params.toString());
    expect(auditApiQuery(filters)).toEqual({
      page: 3,
      pageSize: 20,
      action: 'payment.refund',
      actorId: ACTOR_ID,
      target: `rental:${RENTAL_ID}`,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(isFiltered(filters)).toBe(true);
  });

  it('drops what the API would refuse: unknown actions, bad ids and days, an end before the start', () => {
    const filters = readAuditFilters(
      new URLSearchParams({
        acao: 'rental.delete',
        quem: 'ana',
        alvo: 'rental: x y',
        de: '2026-03-10',
        ate: '2026-03-01',
        pagina: '-2',
      }),
    );
    expect(filters).toEqual({ from: '2026-03-10', page: 1 });
    expect(auditSearch({ page: 1 })).toEqual({});
    expect(isFiltered({ page: 4 })).toBe(false);
  });
});
