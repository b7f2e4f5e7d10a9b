import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays, type Rental } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { addBankDays } from '../../lib/bank-days.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { billingRuleViolations } from '../payments/billing-rule-check.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';
import { draftBody } from '../rentals/rental-test-support.ts';

// An extension of a lease past temporada is billed as the lease is, never ahead of the law: a post-paid
// lease's (a CredPago guarantee, more than 90 nights) added nights after they are lived (Lei 8.245/1991,
// arts. 20, 42, 43 III); a lease without a guarantee's at most the coming month (art. 42). Either way nothing
// is paid at the addendum's signature, unless every added night ends within the coming 30 days.

const run = promisify(execFile);
let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;
let nextStart = 5;

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
});

afterAll(async () => {
  await testApp?.close();
});

/** A CredPago lease of `nights` nights, analysed and signed: RENTED with its months SCHEDULED. */
async function postPaidLease(user: Customer, nights: number): Promise<Rental> {
  const apartments = await testApp.db.selectFrom('apartments').selectAll().orderBy('id').execute();
  const apartment = apartments[nextStart % apartments.length]!;
  const body = draftBody(apartment, nextStart, nights, { rentGuaranteeType: 'CREDPAGO' });
  nextStart += 1;
  const created = await call(user, 'POST', '/api/rentals', body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  expect((await call(user, 'POST', `/api/rentals/${id}/submit`)).statusCode).toBe(200);
  const analysed = await call(user, 'POST', `/api/rentals/${id}/guarantee/analysis`);
  expect(analysed.json().status, analysed.body).toBe('WAITING_FOR_SIGNATURE');
  const signed = await call(user, 'POST', `/api/rentals/${id}/contract/signature`, {
    accept: true,
    sha256: await kit.contractSha256(user, id),
  });
  expect(signed.json(), signed.body).toMatchObject({ status: 'RENTED', rentRegime: 'POST_PAID' });
  await kit.settle();
  return signed.json() as Rental;
}

/** Asks for an extension to `end` and signs its addendum; answers the addendum's text and the signed extension. */
async function extendAndSign(user: Customer, rental: Rental, end: string) {
  const created = await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end });
  expect(created.statusCode, created.body).toBe(201);
  const extension = created.json() as { id: string; differenceCents: number };
  const addendum = await call(user, 'GET', `/api/extensions/${extension.id}/addendum`);
  expect(addendum.statusCode).toBe(200);
  const file = join(await mkdtemp(join(tmpdir(), 'addendum-')), 'aditivo.pdf');
  await writeFile(file, addendum.rawPayload);
  const { stdout } = await run('pdftotext', [file, '-']);
  const signed = await call(user, 'POST', `/api/extensions/${extension.id}/signature`, {
    accept: true,
    sha256: createHash('sha256').update(addendum.rawPayload).digest('hex'),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  await kit.settle();
  return { extension, signed: signed.json(), text: stdout.replace(/\s+/g, ' ') };
}

describe('an extension of a post-paid lease', () => {
  it('is the stay’s at its signature, with nothing to pay then, and its months billed after they are lived', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await postPaidLease(user, 100);
    const newEnd = addDays(rental.endDate, 45);
    const { extension, signed, text } = await extendAndSign(user, rental, newEnd);
    expect(extension.differenceCents).toBeGreaterThan(0);

    // The addendum says when the difference is due; nothing is asked at the signature.
    expect(text).toContain('a diferença é cobrada depois de vivida');
    expect(text).toContain('Diferença, cobrada depois de vivida');
    expect(text).not.toContain('paga a diferença de uma só vez');
    expect(signed.status).toBe('PAID');
    const pay = await call(
      user,
      'POST',
      `/api/extensions/${extension.id}/payments`,
      { paymentType: 'PIX' },
      { 'idempotency-key': randomUUID() },
    );
    expect(pay.statusCode, pay.body).toBe(409);

    // The stay ends later at once (its door code too) and costs the re-priced value.
    const extended = await kit.rental(user, rental.id);
    expect(extended).toMatchObject({ status: 'RENTED', endDate: newEnd });
    expect(extended.rentalValueCents).toBe(rental.rentalValueCents + extension.differenceCents);
    expect(extended.access?.validUntil).toContain(newEnd);

    // Two months for the 45 added nights (30 and 15), SCHEDULED, each billed the day after its last night.
    const months = (await kit.paymentRows(rental.id)).filter((row) => row.extension_id === extension.id);
    expect(months.map((row) => [row.installment, row.status, row.purpose, row.bill_from])).toEqual([
      [1, 'SCHEDULED', 'EXTENSION', addDays(rental.endDate, 30)],
      [2, 'SCHEDULED', 'EXTENSION', newEnd],
    ]);
    for (const row of months) expect(row.due_date).toBe(addBankDays(addDays(row.bill_from!, -1), 6));
    expect(months.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(extension.differenceCents);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    // The day after the first added month is lived, it is billed; paid, it is credited (not given back).
    clock.set(new Date(`${addDays(rental.endDate, 30)}T15:00:00.000Z`));
    await testApp.app.jobs.runOnce();
    await kit.settle();
    const issued = (await kit.paymentRows(rental.id)).find((row) => row.id === months[0]!.id)!;
    expect(issued.status).toBe('PENDING');
    expect(issued.bank_slip_digitable_line).toMatch(/^\d{47}$/);
    const confirmed = await call(user, 'POST', `/api/payments/${issued.id}/sandbox/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await kit.settle();
    const after = (await kit.paymentRows(rental.id)).filter((row) => row.extension_id === extension.id);
    expect(after.map((row) => row.status)).toEqual(['PAID', 'SCHEDULED']);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('withdrawn before check-in (CDC art. 49), leaves every month of the lease and of its extension voided', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await postPaidLease(user, 95);
    const { extension } = await extendAndSign(user, rental, addDays(rental.endDate, 20));
    const cancelled = await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    await kit.settle();
    const rows = await kit.paymentRows(rental.id);
    expect(rows.filter((row) => row.extension_id === extension.id)).toHaveLength(1);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'EXPIRED'));
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});

/** A lease of `nights` nights without a guarantee, its first monthly boleto paid: RENTED. */
async function monthAheadLease(user: Customer, nights: number): Promise<Rental> {
  const rental = await kit.rentalAwaitingPayment(user, nights, 4);
  const first = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' }));
  const confirmed = await call(user, 'POST', `/api/payments/${first.id}/sandbox/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await kit.settle();
  const rented = await kit.rental(user, rental.id);
  expect(rented).toMatchObject({ status: 'RENTED', rentRegime: 'MONTH_AHEAD' });
  return rented;
}

describe('an extension of a lease without a guarantee, past temporada', () => {
  it('is billed month by month, each added month due on its first night, nothing paid at the signature', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await monthAheadLease(user, 100);
    const newEnd = addDays(rental.endDate, 40);
    const quote = await call(user, 'POST', `/api/rentals/${rental.id}/extension-quote`, { end: newEnd });
    expect(quote.json().billing, quote.body).toBe('MONTH_AHEAD');
    const { extension, signed, text } = await extendAndSign(user, rental, newEnd);
    expect(text).toContain('a diferença é cobrada mês a mês, nunca mais de um mês adiantada');
    expect(text).toContain('Diferença, cobrada mês a mês');
    expect(signed).toMatchObject({ status: 'PAID', billing: 'MONTH_AHEAD' });
    expect((await kit.rental(user, rental.id)).endDate).toBe(newEnd);
    const months = (await kit.paymentRows(rental.id)).filter((row) => row.extension_id === extension.id);
    expect(months.map((row) => [row.installment, row.status, row.due_date, row.bill_from])).toEqual([
      [1, 'SCHEDULED', rental.endDate, null],
      [2, 'SCHEDULED', addDays(rental.endDate, 30), null],
    ]);
    expect(months.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(extension.differenceCents);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('is paid at once when every added night ends within the coming 30 days', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await monthAheadLease(user, 95);
    // Ten days before the check-out (the months in between unpaid, but no round has run): 10 + 15 nights ahead.
    clock.set(new Date(`${addDays(rental.endDate, -10)}T15:00:00.000Z`));
    const newEnd = addDays(rental.endDate, 15);
    const { extension, signed, text } = await extendAndSign(user, rental, newEnd);
    expect(text).toContain('paga a diferença de uma só vez');
    expect(signed).toMatchObject({ status: 'WAITING_FOR_PAYMENT', billing: 'AT_ONCE' });
    const pix = await call(
      user,
      'POST',
      `/api/extensions/${extension.id}/payments`,
      { paymentType: 'PIX' },
      { 'idempotency-key': randomUUID() },
    );
    expect(pix.statusCode, pix.body).toBe(201);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
