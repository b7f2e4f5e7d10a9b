import type { Statement } from '@estadia/domain';

// A statement as the API answers it, for the customer's and the staff's tests: a 30-night stay of
// R$ 4.800,00 billed, paid by Pix, then shortened with R$ 800,00 given back, a fee kept.

export function statementJson(overrides: Partial<Statement> = {}): Statement {
  return {
    entries: [
      {
        id: '00000000-0000-4000-8000-00000000e001',
        at: '2026-11-02T13:00:00.000Z',
        kind: 'CHARGE',
        description: 'Aluguel de 02/12/2026 a 01/01/2027',
        amountCents: 480_000,
      },
      {
        id: '00000000-0000-4000-8000-00000000e002',
        at: '2026-11-02T13:05:00.000Z',
        kind: 'PAYMENT',
        description: 'Pagamento por Pix',
        amountCents: 480_000,
        paymentId: '00000000-0000-4000-8000-00000000a001',
      },
      {
        id: '00000000-0000-4000-8000-00000000e003',
        // 01:30 in UTC is still the 20th in Brasília: the day shown is Brasília's.
        at: '2026-11-21T01:30:00.000Z',
        kind: 'CREDIT',
        description: 'Saída antecipada: 5 noites a menos',
        amountCents: 100_000,
      },
      {
        id: '00000000-0000-4000-8000-00000000e004',
        at: '2026-11-21T01:30:00.000Z',
        kind: 'FEE',
        description: 'Multa por saída antecipada',
        amountCents: 20_000,
      },
      {
        id: '00000000-0000-4000-8000-00000000e005',
        at: '2026-11-21T01:31:00.000Z',
        kind: 'REFUND',
        description: 'Estorno da saída antecipada',
        amountCents: 80_000,
      },
    ],
    totals: {
      contractedCents: 400_000,
      receivedCents: 480_000,
      refundedCents: 80_000,
      outstandingCents: 0,
      deposit: { heldCents: 0, yieldCents: 0, deductedCents: 0, returnedCents: 0 },
    },
    ...overrides,
  };
}
