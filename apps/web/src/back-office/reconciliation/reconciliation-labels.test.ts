import type { ReconciliationItem } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { canSettle, openFirst, outcomeBadge, outcomeDetails } from './reconciliation-labels';
import { reconciliationItem } from './test-reconciliation';

describe('reconciliation labels', () => {
  it('puts the open cases first, keeping the API’s order within each group', () => {
    const items = [
      { id: 'a', open: false },
      { id: 'b', open: true },
      { id: 'c', open: false },
      { id: 'd', open: true },
    ];
    expect(openFirst(items).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('says how a refund is going, and how a person settled a refused one', () => {
    const refused: ReconciliationItem = reconciliationItem({
      outcome: 'REFUND_REFUSED',
      outcomeLabel: 'Estorno recusado: precisa de uma pessoa',
      refund: {
        requestedDate: '2026-11-20T13:00:00.000Z',
        refundedDate: null,
        attempts: 5,
        lastError: 'Conta de destino encerrada',
      },
    });
    expect(outcomeBadge(refused)).toEqual({
      label: 'Estorno recusado: precisa de uma pessoa',
      tone: 'error',
    });
    expect(outcomeDetails(refused)).toEqual([
      'Estorno pedido em 20/11/2026 10:00',
      '5 tentativas até agora',
      'Resposta do provedor: Conta de destino encerrada',
    ]);
    expect(canSettle(refused)).toBe(true);

    const settled = reconciliationItem({
      outcome: 'SETTLED',
      open: false,
      refund: refused.refund,
      resolution: {
        note: 'Devolvido por TED em 21/11',
        at: '2026-11-21T15:00:00.000Z',
        by: { id: '5f0c6a58-3f3c-4c1e-9a55-0d5c8d1f2b11', email: 'financeiro@estadia.com.br' },
      },
    });
    expect(outcomeDetails(settled).at(-1)).toBe(
      'Resolvido em 21/11/2026 12:00 por financeiro@estadia.com.br: Devolvido por TED em 21/11',
    );
    expect(canSettle(settled)).toBe(false);
    expect(outcomeBadge(settled).tone).toBe('success');
  });

  it('dates a refund that arrived and says nothing more of its tries', () => {
    const refunded = reconciliationItem({
      outcome: 'REFUNDED',
      open: false,
      refund: {
        requestedDate: '2026-11-20T13:00:00.000Z',
        refundedDate: '2026-11-20T13:05:00.000Z',
        attempts: 2,
        lastError: 'timeout',
      },
    });
    expect(outcomeDetails(refunded)).toEqual([
      'Estorno pedido em 20/11/2026 10:00',
      'Estornado em 20/11/2026 10:05',
    ]);
  });
});
