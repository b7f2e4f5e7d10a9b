import type { ReconciliationItem } from '@estadia/domain';

// Cases of 'Conciliação' as the API answers them, for the section's tests.

export const CASE_RENT_ID = '0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c10';

export function reconciliationItem(overrides: Partial<ReconciliationItem> = {}): ReconciliationItem {
  return {
    id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
    paymentId: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
    rentalId: CASE_RENT_ID,
    receivedCents: 379_000,
    outcome: 'REFUND_PENDING',
    outcomeLabel: 'Estorno em andamento',
    reason: 'REPLACED',
    reasonLabel: 'Código substituído por outro pedido de pagamento',
    at: '2026-11-20T12:58:00.000Z',
    open: true,
    refund: {
      requestedDate: '2026-11-20T13:00:00.000Z',
      refundedDate: null,
      attempts: 1,
      lastError: null,
    },
    ...overrides,
  };
}
