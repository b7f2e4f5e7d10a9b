import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { areaPermission, type Statement, statementSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { stayRow } from '../../../test/stays.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { adminKit, expectError, type TestAccount } from '../admin/admin-test-support.ts';
import { type NewJournalEntry, postJournalEntry } from './journal.ts';

// A rental's statement through HTTP, from entries posted to the journal for a stay written straight to
// the database (no payment of its own, so nothing else posts for it): every kind of movement, the
// totals and the rule received − refunded + outstanding = contracted, who may read it, and the PDF.

const run = promisify(execFile);

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let owner: TestAccount;
let stranger: TestAccount;
let rentalId: string;
let paymentId: string;

const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}-03:00`);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  owner = await kit.customer('Helena Duarte Ramos');
  stranger = await kit.customer();
  const apartment: ApartmentRow = await testApp.db
    .selectFrom('apartments')
    .selectAll()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rental = await testApp.db
    .insertInto('rentals')
    .values({
      ...stayRow(apartment, { userId: owner.id, start: '2031-03-01', end: '2031-04-01', status: 'RENTED' }),
      rental_value_cents: 512_345,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  rentalId = rental.id;
  // An entry may name a payment; here one made through the API for another rental (the statement reads
  // the journal only).
  const other = await testApp.db
    .selectFrom('apartments')
    .selectAll()
    .orderBy('id', 'desc')
    .offset(1)
    .executeTakeFirstOrThrow();
  paymentId = (await kit.awaitingPayment(stranger, other, 90, 3)).paymentId;
  const post = (entry: Omit<NewJournalEntry, 'rentalId'>) =>
    testApp.db.transaction().execute((trx) => postJournalEntry(trx, { ...entry, rentalId }));
  // Billed R$ 5.123,45; paid by card with R$ 100,00 of interest; R$ 1.000,00 of the stay given up
  // and owed back, then delivered; R$ 50,00 kept as a fee; a chargeback of R$ 200,00; a second
  // charge still open.
  await post({
    at: at('2031-02-01'),
    kind: 'CHARGE',
    description: 'Aluguel',
    sourceKey: `test:${rentalId}:charge`,
    lines: [
      { account: '1.1.1', debitCents: 512_345 },
      { account: '3.1.1', creditCents: 512_345 },
    ],
  });
  await post({
    at: at('2031-02-02'),
    kind: 'PAYMENT',
    description: 'Pagamento recebido por cartão de crédito',
    sourceKey: `test:${rentalId}:paid`,
    lines: [
      { account: '1.1.2', debitCents: 522_345 },
      { account: '1.1.1', creditCents: 512_345 },
      { account: '3.1.3', creditCents: 10_000 },
    ],
  });
  await post({
    at: at('2031-02-03'),
    kind: 'REFUND',
    description: 'Estorno: saída antecipada',
    sourceKey: `test:${rentalId}:owed`,
    lines: [
      { account: '3.1.1', debitCents: 100_000 },
      { account: '2.1.1', creditCents: 100_000 },
    ],
  });
  await post({
    at: at('2031-02-03', '12:00:01'),
    kind: 'FEE',
    description: 'Multa por saída antecipada',
    sourceKey: `test:${rentalId}:fee`,
    lines: [
      { account: '3.1.1', debitCents: 5_000 },
      { account: '3.1.2', creditCents: 5_000 },
    ],
  });
  await post({
    at: at('2031-02-04'),
    kind: 'REFUND',
    description: 'Estorno entregue pelo provedor',
    sourceKey: `test:${rentalId}:delivered`,
    lines: [
      { account: '2.1.1', debitCents: 100_000 },
      { account: '1.1.2', creditCents: 100_000 },
    ],
  });
  await post({
    at: at('2031-02-05'),
    kind: 'CHARGEBACK',
    description: 'Contestação no cartão',
    sourceKey: `test:${rentalId}:chargeback`,
    paymentId,
    lines: [
      { account: '1.1.3', debitCents: 20_000 },
      { account: '1.1.2', creditCents: 20_000 },
    ],
  });
  await post({
    at: at('2031-02-06'),
    kind: 'CHARGE',
    description: 'Prorrogação',
    sourceKey: `test:${rentalId}:extension`,
    lines: [
      { account: '1.1.1', debitCents: 30_000 },
      { account: '3.1.1', creditCents: 30_000 },
    ],
  });
});

afterAll(async () => {
  await testApp?.close();
});

function expectRule({ totals }: Statement) {
  expect(totals.receivedCents - totals.refundedCents + totals.outstandingCents).toBe(totals.contractedCents);
}

describe('GET /api/rentals/:rentId/statement', () => {
  it('lists every entry oldest first, with its amount, and totals that keep the rule', async () => {
    const response = await call(owner, 'GET', `/api/rentals/${rentalId}/statement`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const statement = statementSchema.parse(response.json());
    expect(statement.entries.map((entry) => [entry.kind, entry.amountCents, entry.description])).toEqual([
      ['CHARGE', 512_345, 'Aluguel'],
      ['PAYMENT', 522_345, 'Pagamento recebido por cartão de crédito'],
      ['REFUND', 100_000, 'Estorno: saída antecipada'],
      ['FEE', 5_000, 'Multa por saída antecipada'],
      ['REFUND', 100_000, 'Estorno entregue pelo provedor'],
      ['CHARGEBACK', 20_000, 'Contestação no cartão'],
      ['CHARGE', 30_000, 'Prorrogação'],
    ]);
    expect(statement.entries[0]!.at).toBe('2031-02-01T15:00:00.000Z');
    expect(statement.entries[0]).not.toHaveProperty('paymentId');
    expect(statement.entries[5]!.paymentId).toBe(paymentId);
    expect(statement.totals).toEqual({
      contractedCents: 512_345 + 10_000 - 100_000 + 30_000,
      receivedCents: 522_345 - 20_000,
      refundedCents: 100_000,
      outstandingCents: 20_000 + 30_000,
      deposit: { heldCents: 0, yieldCents: 0, deductedCents: 0, returnedCents: 0 },
    });
    expectRule(statement);
  });

  it('answers 404 for another customer’s rental and an unknown one, 401 without a login', async () => {
    expectError(await call(stranger, 'GET', `/api/rentals/${rentalId}/statement`), 404, 'NOT_FOUND');
    expectError(
      await call(owner, 'GET', '/api/rentals/00000000-0000-4000-8000-000000000000/statement'),
      404,
      'NOT_FOUND',
    );
    expectError(await call(owner, 'GET', '/api/rentals/nao-e-um-id/statement'), 404, 'NOT_FOUND');
    expectError(await call(null, 'GET', `/api/rentals/${rentalId}/statement`), 401, 'UNAUTHORIZED');
    const pdf = await call(stranger, 'GET', `/api/rentals/${rentalId}/statement`, undefined, {
      accept: 'application/pdf',
    });
    expectError(pdf, 404, 'NOT_FOUND');
  });

  it('is an empty statement with zero totals for a rental with no movement yet', async () => {
    const apartment = await testApp.db
      .selectFrom('apartments')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { id } = await testApp.db
      .insertInto('rentals')
      .values(
        stayRow(apartment, { userId: owner.id, start: '2031-05-01', end: '2031-05-04', status: 'RENTED' }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await call(owner, 'GET', `/api/rentals/${id}/statement`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      entries: [],
      totals: {
        contractedCents: 0,
        receivedCents: 0,
        refundedCents: 0,
        outstandingCents: 0,
        deposit: { heldCents: 0, yieldCents: 0, deductedCents: 0, returnedCents: 0 },
      },
    });
  });

  it('comes as the PDF "Extrato da locação" with Accept: application/pdf', async () => {
    const response = await call(owner, 'GET', `/api/rentals/${rentalId}/statement`, undefined, {
      accept: 'application/pdf',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="extrato-[0-9A-F]{8}\.pdf"$/);
    expect(response.headers.vary).toMatch(/accept/i);
    const dir = await mkdtemp(join(tmpdir(), 'extrato-'));
    try {
      const file = join(dir, 'extrato.pdf');
      await writeFile(file, response.rawPayload);
      const checked = await run('qpdf', ['--check', file]);
      expect(checked.stdout).toContain('No syntax or stream encoding errors');
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      const text = stdout.replace(/\s+/g, ' ');
      for (const words of [
        'Extrato da locação',
        'Helena Duarte Ramos',
        '01/03/2031 a 01/04/2031',
        '01/02/2031 · Cobrança · Aluguel',
        'R$ 5.123,45',
        '02/02/2031 · Pagamento · Pagamento recebido por cartão de crédito',
        'R$ 5.223,45',
        'Contestação no cartão',
        'Recebido R$ 5.023,45',
        'Em aberto R$ 500,00',
        'Contratado',
        'R$ 4.523,45',
        'Recebido - devolvido + em aberto = contratado.',
      ])
        expect(text).toContain(words);
      // Every character drawn in the PDF's fonts (one outside them would come out as '?').
      expect(text).not.toContain('?');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/admin/rentals/:rentId/statement', () => {
  it('gives staff who read money the same statement, and the PDF', async () => {
    const finance = await kit.staff('FINANCE');
    const mine = (await call(owner, 'GET', `/api/rentals/${rentalId}/statement`)).json();
    const response = await call(finance, 'GET', `/api/admin/rentals/${rentalId}/statement`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(mine);
    const pdf = await call(finance, 'GET', `/api/admin/rentals/${rentalId}/statement`, undefined, {
      accept: 'application/pdf',
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Either money area lets staff read it: the payments area or the ledger ('Financeiro').
    for (const area of ['payments', 'ledger'] as const) {
      const reader = await kit.staff([{ module: 'DASH' }, areaPermission(area, 'read')]);
      const read = await call(reader, 'GET', `/api/admin/rentals/${rentalId}/statement`);
      expect(read.statusCode, read.body).toBe(200);
    }
    expectError(
      await call(finance, 'GET', '/api/admin/rentals/00000000-0000-4000-8000-000000000000/statement'),
      404,
      'NOT_FOUND',
    );
  });

  it('is refused to the front desk, the bookings role and customers (403), and without a login (401)', async () => {
    for (const who of [await kit.staff('FRONT_DESK'), await kit.staff('BOOKINGS'), owner])
      expectError(
        await call(who, 'GET', `/api/admin/rentals/${rentalId}/statement`),
        403,
        'MISSING_PERMISSIONS',
      );
    expectError(await call(null, 'GET', `/api/admin/rentals/${rentalId}/statement`), 401, 'UNAUTHORIZED');
  });
});
