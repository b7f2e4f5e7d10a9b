import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';
import {
  bytesOf,
  type Customer,
  call,
  customer,
  draftRental,
  expectError,
  sha256,
  stayWindows,
  submittedRental,
  updateRentalRow,
} from './contract-test-support.ts';

let testApp: TestApp;
let owner: Customer;
let nextStay: ReturnType<typeof stayWindows>;
let nextLongStay: ReturnType<typeof stayWindows>;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  const [short, long] = await apartmentsOfOneModality(testApp.db, 2);
  nextStay = stayWindows(short!);
  nextLongStay = stayWindows(long!);
});

// A customer of their own per test: one customer holds at most 3 unpaid rentals at once.
beforeEach(async () => {
  owner = await customer(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const contractUrl = (id: string) => `/api/rentals/${id}/contract`;

describe('GET /api/rentals/:rentId/contract', () => {
  it('gives the owner the contract as an inline, uncached PDF named after the rental', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(5, { paymentType: 'PIX' }));
    expect(rental.status).toBe('WAITING_FOR_SIGNATURE');
    const response = await call(testApp, owner, 'GET', contractUrl(rental.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const shortId = rental.id.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(response.headers['content-disposition']).toBe(`inline; filename="contrato-${shortId}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const doc = await PDFDocument.load(bytesOf(response), { updateMetadata: false });
    expect(doc.getTitle()).toBe(`Contrato de locação por temporada nº ${shortId}`);
    expect(doc.getAuthor()).toBe(testApp.config.company.name);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('is the same bytes on every download, dated by the approval', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(3));
    const [first, second] = [
      await call(testApp, owner, 'GET', contractUrl(rental.id)),
      await call(testApp, owner, 'GET', contractUrl(rental.id)),
    ];
    expect(sha256(bytesOf(first))).toBe(sha256(bytesOf(second)));
    const row = await testApp.db
      .selectFrom('rentals')
      .select('approved_at')
      .where('id', '=', rental.id)
      .executeTakeFirstOrThrow();
    const doc = await PDFDocument.load(bytesOf(first), { updateMetadata: false });
    expect(doc.getCreationDate()?.getTime()).toBe(Math.floor(row.approved_at!.getTime() / 1000) * 1000);
  });

  it('titles a long stay as a residential lease', async () => {
    const rental = await submittedRental(testApp, owner, nextLongStay(45));
    expect(rental.period).toBe('LONG_PERIOD');
    const response = await call(testApp, owner, 'GET', contractUrl(rental.id));
    const doc = await PDFDocument.load(bytesOf(response), { updateMetadata: false });
    expect(doc.getTitle()).toMatch(/^Contrato de locação residencial nº [0-9A-F]{8}$/);
  });

  it('answers 404 to anyone else and for unknown ids, and 401 without a session', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    const stranger = await customer(testApp);
    expectError(await call(testApp, stranger, 'GET', contractUrl(rental.id)), 404, 'NOT_FOUND');
    expectError(
      await call(testApp, owner, 'GET', contractUrl('00000000-0000-4000-8000-000000000000')),
      404,
      'NOT_FOUND',
    );
    expectError(await call(testApp, owner, 'GET', contractUrl('nao-e-um-id')), 404, 'NOT_FOUND');
    expectError(await call(testApp, null, 'GET', contractUrl(rental.id)), 401, 'UNAUTHORIZED');
  });

  it('answers 409 CONTRACT_NOT_READY for a draft and a rental awaiting approval', async () => {
    const draft = await draftRental(testApp, owner, nextStay(2));
    const body = expectError(
      await call(testApp, owner, 'GET', contractUrl(draft.id)),
      409,
      'CONTRACT_NOT_READY',
    );
    expect(body.message).toContain('Reserva não finalizada');

    const waiting = await submittedRental(testApp, owner, nextStay(2));
    await updateRentalRow(testApp, waiting.id, { status: 'WAITING_APPROVAL', approved_at: null });
    expectError(await call(testApp, owner, 'GET', contractUrl(waiting.id)), 409, 'CONTRACT_NOT_READY');
  });

  it('still renders the contract of an approved rental cancelled later, but not of one never approved', async () => {
    const approved = await submittedRental(testApp, owner, nextStay(2));
    expect(
      (
        await call(testApp, owner, 'POST', `/api/rentals/${approved.id}/cancel`, {
          payload: { reason: 'MISTOOK_RESERVATION' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(testApp, owner, 'GET', contractUrl(approved.id))).statusCode).toBe(200);

    const draft = await draftRental(testApp, owner, nextStay(2));
    await call(testApp, owner, 'POST', `/api/rentals/${draft.id}/cancel`, {
      payload: { reason: 'MISTOOK_RESERVATION' },
    });
    const body = expectError(
      await call(testApp, owner, 'GET', contractUrl(draft.id)),
      409,
      'CONTRACT_NOT_READY',
    );
    expect(body.message).toBe('Esta reserva foi cancelada antes de ser aprovada e não tem contrato.');
  });

  it('renders for every later status', async () => {
    for (const status of ['WAITING_FOR_PAYMENT', 'RENTED', 'DEFAULTER', 'FINISHED'] as const) {
      const rental = await submittedRental(testApp, owner, nextStay(2));
      await updateRentalRow(testApp, rental.id, { status });
      expect((await call(testApp, owner, 'GET', contractUrl(rental.id))).statusCode, status).toBe(200);
    }
  });
});
