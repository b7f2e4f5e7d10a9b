import type { JournalItem, JournalResponse, TrialBalance } from '@estadia/domain';

// The ledger's answers as the API gives them, for the 'Financeiro' tests.

export function trialBalanceJson(overrides: Partial<TrialBalance> = {}): TrialBalance {
  return {
    at: '2026-11-28T02:59:59.999Z',
    accounts: [
      {
        code: '1.1.1',
        name: 'Clientes a receber',
        debitCents: 960_000,
        creditCents: 480_000,
        balanceCents: 480_000,
      },
      {
        code: '1.1.2',
        name: 'Saldo no provedor de pagamento',
        debitCents: 480_000,
        creditCents: 0,
        balanceCents: 480_000,
      },
      {
        code: '3.1.1',
        name: 'Receita de locação',
        debitCents: 0,
        creditCents: 960_000,
        balanceCents: 960_000,
      },
    ],
    totalDebitCents: 1_440_000,
    totalCreditCents: 1_440_000,
    ...overrides,
  };
}

export const RENTAL_ID = '0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c10';

export function journalItemJson(seq: number, overrides: Partial<JournalItem> = {}): JournalItem {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    at: '2026-11-02T13:05:00.000Z',
    kind: 'PAYMENT',
    description: 'Pagamento por Pix',
    rentalId: RENTAL_ID,
    lines: [
      { account: '1.1.2', debitCents: 480_000, creditCents: 0 },
      { account: '1.1.1', debitCents: 0, creditCents: 480_000 },
    ],
    ...overrides,
  };
}

export function journalJson(overrides: Partial<JournalResponse> = {}): JournalResponse {
  return {
    from: '2026-11-01',
    to: '2026-11-28',
    items: [
      journalItemJson(1, {
        at: '2026-11-02T13:00:00.000Z',
        kind: 'CHARGE',
        description: 'Aluguel de 02/12/2026 a 01/01/2027',
        lines: [
          { account: '1.1.1', debitCents: 480_000, creditCents: 0 },
          { account: '3.1.1', debitCents: 0, creditCents: 480_000 },
        ],
      }),
      journalItemJson(2),
    ],
    total: 2,
    ...overrides,
  };
}
