import { journalResponseSchema, trialBalanceSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  adminKit,
  expectError,
  expectValidationError,
  type TestAccount,
} from '../admin/admin-test-support.ts';
import { type JournalLine, postJournalEntry } from './journal.ts';
import { JOURNAL_CSV_HEADER } from './journal-export-csv.ts';

// The books for the accountant through HTTP, from entries posted in January 2020 (before anything a
// flow of the app posts): the trial balance at a day or an instant, the journal paged and as CSV, and
// who may read them.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let finance: TestAccount;

/** Brasília wall-clock time. */
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}-03:00`);

async function post(key: string, when: Date, kind: 'CHARGE' | 'PAYMENT' | 'REFUND', lines: JournalLine[]) {
  const description = {
    CHARGE: 'Aluguel',
    PAYMENT: 'Pagamento recebido por Pix',
    REFUND: 'Estorno; "parcial"',
  }[kind];
  await postJournalEntry(testApp.db, { at: when, kind, description, sourceKey: `test:${key}`, lines });
}

beforeAll(async () => {
  testApp = await createTestApp();
  finance = await kit.staff('FINANCE');
  // 10/01: R$ 1.000,00 billed; 10/01 23:30 (Brasília, 11/01 in UTC): paid; 20/01: R$ 250,50 owed back;
  // 01/02: another R$ 99,99 billed.
  await post('charge', at('2020-01-10'), 'CHARGE', [
    { account: '1.1.1', debitCents: 100_000 },
    { account: '3.1.1', creditCents: 100_000 },
  ]);
  await post('paid', at('2020-01-10', '23:30:00'), 'PAYMENT', [
    { account: '1.1.2', debitCents: 100_000 },
    { account: '1.1.1', creditCents: 100_000 },
  ]);
  await post('refund', at('2020-01-20'), 'REFUND', [
    { account: '3.1.1', debitCents: 25_050 },
    { account: '2.1.1', creditCents: 25_050 },
  ]);
  await post('february', at('2020-02-01', '00:00:00'), 'CHARGE', [
    { account: '1.1.1', debitCents: 9_999 },
    { account: '3.1.1', creditCents: 9_999 },
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

async function trialBalance(query: string) {
  const response = await call(finance, 'GET', `/api/admin/ledger/trial-balance${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return trialBalanceSchema.parse(response.json());
}

describe('GET /api/admin/ledger/trial-balance', () => {
  it('sums every account up to the end of a day in Brasília, each balance on its natural side', async () => {
    const balance = await trialBalance('?at=2020-01-31');
    expect(balance.at).toBe('2020-02-01T02:59:59.999Z');
    expect(balance.accounts.map((account) => account.code)).toEqual([
      '1.1.1',
      '1.1.2',
      '1.1.3',
      '1.1.4',
      '2.1.1',
      '2.1.2',
      '3.1.1',
      '3.1.2',
      '3.1.3',
      '3.2.1',
      '4.1.1',
    ]);
    const byCode = Object.fromEntries(balance.accounts.map((account) => [account.code, account]));
    expect(byCode['1.1.1']).toEqual({
      code: '1.1.1',
      name: 'Clientes a receber',
      debitCents: 100_000,
      creditCents: 100_000,
      balanceCents: 0,
    });
    expect(byCode['1.1.2']).toMatchObject({ debitCents: 100_000, creditCents: 0, balanceCents: 100_000 });
    // Liabilities and revenue: credit − debit.
    expect(byCode['2.1.1']).toMatchObject({ debitCents: 0, creditCents: 25_050, balanceCents: 25_050 });
    expect(byCode['3.1.1']).toMatchObject({ debitCents: 25_050, creditCents: 100_000, balanceCents: 74_950 });
    expect(byCode['1.1.3']).toMatchObject({ debitCents: 0, creditCents: 0, balanceCents: 0 });
    expect(balance.totalDebitCents).toBe(225_050);
    expect(balance.totalCreditCents).toBe(225_050);
  });

  it('leaves out what came after: a day, the instant before an entry, and counts it at its instant', async () => {
    const tenth = await trialBalance('?at=2020-01-10');
    // 23:30 in Brasília on the 10th is still the 10th.
    expect(tenth.totalDebitCents).toBe(200_000);
    const ninth = await trialBalance('?at=2020-01-09');
    expect(ninth.totalDebitCents).toBe(0);
    expect(ninth.accounts.every((account) => account.balanceCents === 0)).toBe(true);
    const before = await trialBalance(`?at=${encodeURIComponent('2020-01-10T14:59:59.999Z')}`);
    expect(before.totalDebitCents).toBe(0);
    const exactly = await trialBalance(`?at=${encodeURIComponent('2020-01-10T15:00:00.000Z')}`);
    expect(exactly.totalDebitCents).toBe(100_000);
    const now = await trialBalance('');
    expect(now.totalDebitCents).toBe(now.totalCreditCents);
    expect(now.totalDebitCents).toBeGreaterThanOrEqual(225_050 + 9_999);
  });

  it('answers 400 in Portuguese for a date that is not one', async () => {
    for (const bad of ['31/01/2020', '2020-02-30', 'ontem']) {
      const response = await call(finance, 'GET', `/api/admin/ledger/trial-balance?at=${bad}`);
      expectValidationError(response, ['at']);
      expect(response.json().issues[0].message).toMatch(/Data inválida|Data inexistente/);
    }
  });
});

describe('GET /api/admin/ledger/journal', () => {
  it('lists the window’s entries in date order with their lines, paged', async () => {
    const response = await call(finance, 'GET', '/api/admin/ledger/journal?from=2020-01-01&to=2020-01-31');
    expect(response.statusCode, response.body).toBe(200);
    const journal = journalResponseSchema.parse(response.json());
    expect(journal.total).toBe(3);
    expect(journal.items.map((item) => item.description)).toEqual([
      'Aluguel',
      'Pagamento recebido por Pix',
      'Estorno; "parcial"',
    ]);
    expect(journal.items[1]).toMatchObject({
      at: '2020-01-11T02:30:00.000Z',
      kind: 'PAYMENT',
      lines: [
        { account: '1.1.2', debitCents: 100_000, creditCents: 0 },
        { account: '1.1.1', debitCents: 0, creditCents: 100_000 },
      ],
    });
    expect(journal.items[0]).not.toHaveProperty('rentalId');
    const page = journalResponseSchema.parse(
      (
        await call(
          finance,
          'GET',
          '/api/admin/ledger/journal?from=2020-01-01&to=2020-02-01&page=2&pageSize=3',
        )
      ).json(),
    );
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.description)).toEqual(['Aluguel']);
    expect(page.items[0]!.lines).toEqual([
      { account: '1.1.1', debitCents: 9_999, creditCents: 0 },
      { account: '3.1.1', debitCents: 0, creditCents: 9_999 },
    ]);
    const past = (
      await call(finance, 'GET', '/api/admin/ledger/journal?from=2020-01-01&to=2020-01-31&page=9')
    ).json();
    expect(past).toMatchObject({ items: [], total: 3 });
  });

  it('exports the whole window as CSV for a Brazilian spreadsheet, one row per line', async () => {
    const response = await call(
      finance,
      'GET',
      '/api/admin/ledger/journal?from=2020-01-01&to=2020-01-31&pageSize=1',
      undefined,
      { accept: 'text/csv' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="diario-2020-01-01-2020-01-31.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(JOURNAL_CSV_HEADER);
    const lines = rows.slice(1);
    // Not paged: the three entries, two lines each.
    expect(lines).toHaveLength(6);
    expect(lines[2]).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^\d+$/),
      '10/01/2020',
      'Pagamento',
      'Pagamento recebido por Pix',
      '',
      '',
      '1.1.2',
      'Saldo no provedor de pagamento',
      '1000,00',
      '0,00',
    ]);
    expect(lines[5]!.slice(2)).toEqual([
      '20/01/2020',
      'Estorno',
      'Estorno; "parcial"',
      '',
      '',
      '2.1.1',
      'Estornos a pagar a clientes',
      '0,00',
      '250,50',
    ]);
    const sum = (column: number) =>
      lines.reduce((total, row) => total + Math.round(Number(row[column]!.replace(',', '.')) * 100), 0);
    expect(sum(9)).toBe(225_050);
    expect(sum(10)).toBe(225_050);
  });

  it('answers 400 for a reversed or too long window and a bad date', async () => {
    expectValidationError(
      await call(finance, 'GET', '/api/admin/ledger/journal?from=2020-02-01&to=2020-01-01'),
      ['to'],
    );
    expectValidationError(
      await call(finance, 'GET', '/api/admin/ledger/journal?from=2020-01-01&to=2023-01-01'),
      ['to'],
    );
    expectValidationError(await call(finance, 'GET', '/api/admin/ledger/journal?from=01/01/2020'), ['from']);
  });
});

describe('who reads the books', () => {
  it('is the ledger area: FINANCE and ADMIN; not the front desk, bookings or a customer', async () => {
    const admin = await kit.staff('ADMIN');
    for (const url of ['/api/admin/ledger/trial-balance', '/api/admin/ledger/journal']) {
      expect((await call(admin, 'GET', url)).statusCode).toBe(200);
      for (const who of [await kit.staff('FRONT_DESK'), await kit.staff('BOOKINGS'), await kit.customer()])
        expectError(await call(who, 'GET', url), 403, 'MISSING_PERMISSIONS');
      expectError(await call(null, 'GET', url), 401, 'UNAUTHORIZED');
    }
  });
});

/** RFC 4180 with ';': quoted fields may hold ';', '""' and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else field += char;
  }
  return rows;
}
