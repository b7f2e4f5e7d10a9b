import {
  earlyDepartureQuoteResponseSchema,
  earlyDepartureSchema,
  type Rental,
  rentalSchema,
} from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../test/sample-files.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { billingRuleViolations } from '../payments/billing-rule-check.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';

// The employer's transfer letter (Lei 8.245/1991, art. 4º, parágrafo único) through HTTP: only a file
// sent as the letter counts; the early departure is settled with the fine; staff accept the letter
// (the fine comes back through the refund path) or refuse it with a reason the customer is e-mailed.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const admin = adminKit(() => testApp);
let finance: TestAccount;
let bookings: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  finance = await admin.staff('FINANCE');
  bookings = await admin.staff('BOOKINGS');
});

afterAll(async () => {
  await testApp?.close();
});

async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

/** A stay of `nights` from 3 days ahead, paid: Pix for the whole stay, or month 1 of monthly boletos. */
async function paidStay(user: Customer, nights: number, paymentType: 'PIX' | 'BANK_SLIP_MONTHLY') {
  const rental = await kit.rentalAwaitingPayment(user, nights, 3);
  expect((await kit.pay(user, rental.id, { paymentType })).statusCode).toBe(201);
  const [first] = (await kit.paymentRows(rental.id)).filter((row) => row.installment === 1);
  const paid = await kit.webhook({
    data: { paymentId: first!.id, amountCents: first!.amount_cents, paidAt: new Date().toISOString() },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await settle();
  return kit.rental(user, rental.id);
}

async function upload(user: Customer, purpose?: string): Promise<string> {
  const { payload, contentType } = multipartBody(samplePdf(), { filename: 'carta.pdf' });
  const response = await testApp.app.inject({
    method: 'POST',
    url: purpose ? `/api/upload?purpose=${purpose}` : '/api/upload',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().fileName as string;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function review(user: TestAccount | Customer, rentalId: string, body: object) {
  return kit.call(user, 'POST', `/api/admin/rentals/${rentalId}/transfer-letter/review`, body);
}

/** A 61-night stay left 38 days from now (35 nights kept) with a letter sent as one: in review. */
async function departedWithLetter(paymentType: 'PIX' | 'BANK_SLIP_MONTHLY') {
  const customer = await kit.customer();
  const rental = await paidStay(customer, 61, paymentType);
  const letter = await upload(customer, 'TRANSFER_LETTER');
  const date = addDays(rental.startDate, 35);
  const quoted = earlyDepartureQuoteResponseSchema.parse(
    (
      await kit.call(
        customer,
        'GET',
        `/api/rentals/${rental.id}/early-departure-quote?date=${date}&transferLetter=${letter}`,
      )
    ).json(),
  );
  const response = await kit.call(customer, 'POST', `/api/rentals/${rental.id}/early-departure`, {
    date,
    reason: 'Transferência pela empresa',
    transferLetter: letter,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { customer, rental, letter, quoted, departed: rentalSchema.parse(response.json()) };
}

async function mails(to: string, subject: string) {
  return testApp.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .where('subject', '=', subject)
    .execute();
}

describe('the transfer letter', () => {
  it('is only a file sent as the letter: an RG scan (any other upload) is refused with 422', async () => {
    const customer = await kit.customer();
    const rental = await paidStay(customer, 61, 'PIX');
    const scan = await upload(customer);
    const date = addDays(rental.startDate, 35);
    for (const response of [
      await kit.call(
        customer,
        'GET',
        `/api/rentals/${rental.id}/early-departure-quote?date=${date}&transferLetter=${scan}`,
      ),
      await kit.call(customer, 'POST', `/api/rentals/${rental.id}/early-departure`, {
        date,
        reason: 'Transferência',
        transferLetter: scan,
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().code).toBe('TRANSFER_LETTER_NOT_FOUND');
    }
    // Another customer's letter is as unknown as a missing one.
    const stranger = await kit.customer();
    const theirs = await upload(stranger, 'TRANSFER_LETTER');
    const stolen = await kit.call(
      customer,
      'GET',
      `/api/rentals/${rental.id}/early-departure-quote?date=${date}&transferLetter=${theirs}`,
    );
    expect(stolen.json().code).toBe('TRANSFER_LETTER_NOT_FOUND');
    expect((await kit.rental(customer, rental.id)).endDate).toBe(rental.endDate);
  });

  it('keeps the fine until staff check it: the departure is settled with the fine, the letter in review', async () => {
    const { customer, rental, quoted, departed, letter } = await departedWithLetter('PIX');
    expect(quoted.feeCents).toBeGreaterThan(0);
    expect(quoted.transferLetterWaiverCents).toBe(quoted.feeCents);
    expect(quoted.rule).toContain('art. 4º da Lei nº 8.245/1991');
    expect(departed.rentalValueCents).toBe(quoted.newValueCents);
    expect(departed.earlyDeparture).toMatchObject({
      feeCents: quoted.feeCents,
      refundCents: quoted.refundCents,
      transferLetter: letter,
      transferLetterReview: {
        status: 'PENDING',
        waiverCents: quoted.feeCents,
        reason: null,
        reviewedAt: null,
      },
    });
    const [payment] = await kit.paymentRows(rental.id);
    expect(payment).toMatchObject({ status: 'REFUND_PENDING', refunded_cents: quoted.refundCents });
    const [mail] = await mails(
      customer.email,
      `Saída antecipada para ${departed.endDate.split('-').reverse().join('/')}`,
    );
    expect(mail?.text_body).toContain('em análise');
    // Staff see it on the back-office rental, and read the file through the documents route.
    const staffView = await kit.call(finance, 'GET', `/api/admin/rentals/${rental.id}`);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json().rental.earlyDeparture.transferLetterReview.status).toBe('PENDING');
    const file = await kit.call(finance, 'GET', `/api/admin/files/${letter}`);
    expect(file.statusCode).toBe(200);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('accepted by staff: the fine comes back as a refund of the payment, audited and e-mailed, once', async () => {
    const { customer, rental, quoted, departed } = await departedWithLetter('PIX');
    expect((await review(customer, rental.id, { decision: 'ACCEPT' })).statusCode).toBe(403);
    expect((await review(bookings, rental.id, { decision: 'ACCEPT' })).statusCode).toBe(403);
    const response = await review(finance, rental.id, { decision: 'ACCEPT' });
    expect(response.statusCode, response.body).toBe(200);
    expect(earlyDepartureSchema.parse(response.json()).transferLetterReview).toMatchObject({
      status: 'ACCEPTED',
      waiverCents: quoted.feeCents,
    });
    const after = await kit.rental(customer, rental.id);
    expect(after.rentalValueCents).toBe(departed.rentalValueCents - quoted.feeCents);
    expect(after.earlyDeparture?.transferLetterReview?.status).toBe('ACCEPTED');
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .select(['amount_cents'])
      .where('rental_id', '=', rental.id)
      .orderBy('requested_at')
      .execute();
    expect(refunds.map((each) => each.amount_cents)).toEqual([quoted.refundCents, quoted.feeCents]);
    const [payment] = await kit.paymentRows(rental.id);
    expect(payment?.refunded_cents).toBe(quoted.refundCents + quoted.feeCents);
    const audit = await testApp.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('target', '=', `rental:${rental.id}`)
      .where('action', '=', 'rental.transfer_letter_accepted')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(finance.id);
    const [mail] = await mails(customer.email, 'Carta de transferência aceita');
    expect(mail?.text_body).toContain('dispensada');
    const again = await review(finance, rental.id, { decision: 'REFUSE', reason: 'Carta sem assinatura' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRANSFER_LETTER_ALREADY_REVIEWED');
    await settle();
    expect((await kit.paymentRows(rental.id))[0]?.status).toBe('REFUNDED');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('accepted on a monthly plan: the months still open ask for less, nothing is refunded', async () => {
    const { customer, rental, quoted, departed } = await departedWithLetter('BANK_SLIP_MONTHLY');
    expect(quoted.stillOwedCents).toBeGreaterThan(quoted.feeCents);
    const open = async () =>
      (await kit.paymentRows(rental.id))
        .filter((row) => row.status === 'PENDING' || row.status === 'SCHEDULED')
        .reduce((sum, row) => sum + row.amount_cents, 0);
    const before = await open();
    expect((await review(finance, rental.id, { decision: 'ACCEPT' })).statusCode).toBe(200);
    expect(await open()).toBe(before - quoted.feeCents);
    expect((await kit.rental(customer, rental.id)).rentalValueCents).toBe(
      departed.rentalValueCents - quoted.feeCents,
    );
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .select('id')
      .where('rental_id', '=', rental.id)
      .execute();
    expect(refunds).toEqual([]);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('refused with a reason: the fine is kept and the customer is told why', async () => {
    const { customer, rental, departed } = await departedWithLetter('PIX');
    const noReason = await review(finance, rental.id, { decision: 'REFUSE' });
    expect(noReason.statusCode).toBe(400);
    const response = await review(finance, rental.id, {
      decision: 'REFUSE',
      reason: 'A carta não tem a assinatura do empregador',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await kit.rental(customer, rental.id);
    expect(after.rentalValueCents).toBe(departed.rentalValueCents);
    expect(after.earlyDeparture?.transferLetterReview).toMatchObject({
      status: 'REFUSED',
      reason: 'A carta não tem a assinatura do empregador',
    });
    const refunds = await testApp.db
      .selectFrom('payment_refunds')
      .select('amount_cents')
      .where('rental_id', '=', rental.id)
      .execute();
    expect(refunds.map((each) => each.amount_cents)).toEqual([departed.earlyDeparture?.refundCents]);
    const [mail] = await mails(customer.email, 'Carta de transferência recusada');
    expect(mail?.text_body).toContain('A carta não tem a assinatura do empregador');
    const audit = await testApp.db
      .selectFrom('audit_log')
      .select('id')
      .where('target', '=', `rental:${rental.id}`)
      .where('action', '=', 'rental.transfer_letter_refused')
      .execute();
    expect(audit).toHaveLength(1);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('a departure without a letter has nothing to review: 404', async () => {
    const customer = await kit.customer();
    const rental: Rental = await paidStay(customer, 61, 'PIX');
    const date = addDays(rental.startDate, 35);
    const response = await kit.call(customer, 'POST', `/api/rentals/${rental.id}/early-departure`, {
      date,
      reason: 'Mudança de planos',
    });
    expect(response.json().earlyDeparture.transferLetterReview).toBeNull();
    const decided = await review(finance, rental.id, { decision: 'ACCEPT' });
    expect(decided.statusCode).toBe(404);
    expect(decided.json().code).toBe('TRANSFER_LETTER_REVIEW_NOT_FOUND');
  });
});
