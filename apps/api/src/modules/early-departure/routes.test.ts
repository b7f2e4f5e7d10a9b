import { createHash, randomUUID } from 'node:crypto';
import {
  earlyDepartureQuoteResponseSchema,
  extensionSchema,
  type Rental,
  rentalSchema,
} from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../test/sample-files.ts';
import { billingRuleViolations } from '../payments/billing-rule-check.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';

// 'Antecipar saída' through HTTP: the quote and the confirmation run one rule; confirming moves the
// check-out, frees the nights after it, voids the months no longer owed, gives back what was paid
// beyond the new value, e-mails the customer and audits it, all or nothing.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
let customer: Customer;
let stranger: Customer;

/** A stay of `nights` from `startInDays`, paid: Pix for the whole stay, or month 1 of monthly boletos. */
async function paidStay(
  user: Customer,
  nights: number,
  paymentType: 'PIX' | 'BANK_SLIP_MONTHLY',
): Promise<Rental> {
  const rental = await kit.rentalAwaitingPayment(user, nights, 3);
  const created = await kit.pay(user, rental.id, { paymentType });
  expect(created.statusCode, created.body).toBe(201);
  const [first] = (await kit.paymentRows(rental.id)).filter((row) => row.installment === 1);
  const paid = await kit.webhook({
    data: { paymentId: first!.id, amountCents: first!.amount_cents, paidAt: new Date().toISOString() },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await settle();
  const current = await kit.rental(user, rental.id);
  expect(current.status).toBe('RENTED');
  return current;
}

async function settle(): Promise<void> {
  for (;;) {
    await testApp.app.backgroundTasks.drain();
    if ((await testApp.app.jobQueue.drain()) === 0) return;
  }
}

function quote(user: Customer, rentalId: string, query: string) {
  return kit.call(user, 'GET', `/api/rentals/${rentalId}/early-departure-quote?${query}`);
}

function depart(user: Customer, rentalId: string, body: object) {
  return kit.call(user, 'POST', `/api/rentals/${rentalId}/early-departure`, body);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function heldNights(rentalId: string): Promise<string> {
  const row = await testApp.db
    .selectFrom('night_holds')
    .select((eb) => eb.cast<string>('nights', 'text').as('nights'))
    .where('rental_id', '=', rentalId)
    .executeTakeFirstOrThrow();
  return row.nights;
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  customer = await kit.customer();
  stranger = await kit.customer();
});

afterAll(async () => {
  await testApp?.close();
});

describe('a short stay left early', () => {
  let rental: Rental;
  let date: string;

  beforeAll(async () => {
    rental = await paidStay(customer, 5, 'PIX');
    date = addDays(rental.startDate, 3); // 2 nights released, 6 days' notice: one night kept as a fee
  });

  it('quotes the nights released, the fee and the refund with the rule applied, changing nothing', async () => {
    const response = await quote(customer, rental.id, `date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    const night = rental.rentalValueCents / 5;
    expect(earlyDepartureQuoteResponseSchema.parse(response.json())).toMatchObject({
      date,
      nightsReleased: 2,
      feeCents: night,
      refundCents: night,
      newValueCents: 4 * night,
    });
    expect(response.json().rule).toContain('menos de 7 dias de antecedência');
    expect((await kit.rental(customer, rental.id)).endDate).toBe(rental.endDate);
  });

  it('is another customer’s rental: 404, for the quote and the confirmation', async () => {
    expect((await quote(stranger, rental.id, `date=${date}`)).statusCode).toBe(404);
    const response = await depart(stranger, rental.id, { date, reason: 'Mudança de planos' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('refuses a date outside the stay with a clear 422, changing nothing', async () => {
    for (const bad of [rental.endDate, addDays(rental.endDate, 4), rental.startDate]) {
      const response = await depart(customer, rental.id, { date: bad, reason: 'Mudança de planos' });
      expect(response.statusCode, bad).toBe(422);
      expect(response.json()).toMatchObject({ code: 'EARLY_DEPARTURE_DATE_INVALID' });
      expect(response.json().message).toMatch(/^A nova data de saída precisa ser/);
    }
    const bad = await depart(customer, rental.id, { date: 'amanhã', reason: 'x' });
    expect(bad.statusCode).toBe(400);
    const current = await kit.rental(customer, rental.id);
    expect(current.endDate).toBe(rental.endDate);
    expect(current.earlyDeparture).toBeNull();
    expect(await heldNights(rental.id)).toBe(`[${rental.startDate},${rental.endDate})`);
  });

  it('confirms: new check-out, nights freed, the refund REFUND_PENDING, an e-mail and an audit entry', async () => {
    const response = await depart(customer, rental.id, { date, reason: 'A empresa antecipou a mudança' });
    expect(response.statusCode, response.body).toBe(200);
    const shortened = rentalSchema.parse(response.json());
    const night = rental.rentalValueCents / 5;
    expect(shortened).toMatchObject({
      endDate: date,
      nights: 3,
      rentalValueCents: 4 * night,
      status: 'RENTED',
    });
    expect(shortened.earlyDeparture).toMatchObject({
      date,
      previousEndDate: rental.endDate,
      reason: 'A empresa antecipou a mudança',
      nightsReleased: 2,
      feeCents: night,
      refundCents: night,
    });
    expect(await heldNights(rental.id)).toBe(`[${rental.startDate},${date})`);
    const [payment] = await kit.paymentRows(rental.id);
    expect(payment).toMatchObject({ status: 'REFUND_PENDING', refunded_cents: night });
    await settle();
    expect((await kit.paymentRows(rental.id))[0]!.status).toBe('REFUNDED');
    const mail = await testApp.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', customer.email)
      .where('subject', 'like', 'Saída antecipada%')
      .execute();
    expect(mail).toHaveLength(1);
    const audit = await testApp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `rental:${rental.id}`)
      .where('action', '=', 'rental.early_departure')
      .execute();
    expect(audit).toHaveLength(1);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('is done once: a second early departure is a 409', async () => {
    const response = await depart(customer, rental.id, {
      date: addDays(rental.startDate, 1),
      reason: 'De novo',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EARLY_DEPARTURE_ALREADY_RECORDED');
  });

  it('cannot be extended afterwards: 409 STAY_NOT_EXTENDABLE for the quote and the extension, nothing held', async () => {
    const end = addDays(rental.endDate, 3);
    for (const path of ['extension-quote', 'extensions']) {
      const response = await kit.call(customer, 'POST', `/api/rentals/${rental.id}/${path}`, { end });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('STAY_NOT_EXTENDABLE');
      expect(response.json().message).toMatch(/saída antecipada/);
    }
    const extensions = await testApp.db
      .selectFrom('rental_extensions')
      .where('rental_id', '=', rental.id)
      .execute();
    expect(extensions).toEqual([]);
  });
});

describe('a long stay paid month by month', () => {
  it('reduces the fine in proportion; voids the months no longer owed; keeps the billing rule', async () => {
    const rental = await paidStay(customer, 75, 'BANK_SLIP_MONTHLY');
    const date = addDays(rental.startDate, 40); // 40 nights kept, 35 released
    const response = await quote(customer, rental.id, `date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    const quoted = earlyDepartureQuoteResponseSchema.parse(response.json());
    expect(quoted.nightsReleased).toBe(35);
    expect(quoted.contractFineCents).toBe(Math.round((rental.rentalValueCents * 30) / 75));
    expect(Math.abs(quoted.feeCents - (quoted.contractFineCents * 35) / 75)).toBeLessThanOrEqual(2);
    expect(quoted.rule).toContain('art. 4º da Lei nº 8.245/1991');

    const confirmed = await depart(customer, rental.id, { date, reason: 'Fim do projeto na cidade' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle();
    const rows = await kit.paymentRows(rental.id);
    const billed = rows
      .filter((row) => ['PAID', 'PENDING', 'SCHEDULED'].includes(row.status))
      .reduce((sum, row) => sum + row.amount_cents, 0);
    expect(billed).toBe(quoted.newValueCents);
    expect(rows.some((row) => row.status === 'EXPIRED')).toBe(true);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('quotes the fine the employer’s transfer letter sent 30 days ahead would waive; another’s letter is refused', async () => {
    const rental = await paidStay(customer, 61, 'BANK_SLIP_MONTHLY');
    const { payload, contentType } = multipartBody(samplePdf(), { filename: 'carta.pdf' });
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload?purpose=TRANSFER_LETTER',
      headers: { ...customer.headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const letter = uploaded.json().fileName as string;
    const date = addDays(rental.startDate, 35); // 38 days from today
    const withLetter = await quote(customer, rental.id, `date=${date}&transferLetter=${letter}`);
    // The fine is kept until staff accept the letter (transfer-letter.test.ts); the quote says what it waives.
    const without = await quote(customer, rental.id, `date=${date}`);
    expect(without.json().feeCents).toBeGreaterThan(0);
    expect(withLetter.json()).toMatchObject({
      feeCents: without.json().feeCents,
      transferLetterWaiverCents: without.json().feeCents,
    });
    expect(without.json().transferLetterWaiverCents).toBe(0);
    const stolen = await depart(stranger, rental.id, {
      date,
      reason: 'Transferência',
      transferLetter: letter,
    });
    expect(stolen.statusCode).toBe(404);
    const ownLetterElsewhere = await paidStay(stranger, 40, 'BANK_SLIP_MONTHLY');
    const refused = await quote(stranger, ownLetterElsewhere.id, `date=${date}&transferLetter=${letter}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('TRANSFER_LETTER_NOT_FOUND');
  });
});

describe('a stay with an extension', () => {
  /** Asks for a later check-out and signs its addendum: the extension waits for its difference. */
  async function signedExtension(user: Customer, rental: Rental, addedNights: number) {
    const created = await kit.call(user, 'POST', `/api/rentals/${rental.id}/extensions`, {
      end: addDays(rental.endDate, addedNights),
    });
    expect(created.statusCode, created.body).toBe(201);
    const extension = extensionSchema.parse(created.json());
    const addendum = await kit.call(user, 'GET', `/api/extensions/${extension.id}/addendum`);
    const sha256 = createHash('sha256').update(addendum.rawPayload).digest('hex');
    const signed = await kit.call(user, 'POST', `/api/extensions/${extension.id}/signature`, {
      accept: true,
      sha256,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    return extension;
  }

  async function payExtension(user: Customer, extensionId: string) {
    const pix = kit.paymentOf(
      await kit.call(
        user,
        'POST',
        `/api/extensions/${extensionId}/payments`,
        { paymentType: 'PIX' },
        { 'idempotency-key': randomUUID() },
      ),
    );
    const confirmed = await kit.call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle();
    return pix;
  }

  it('is refused with 409 while the extension is open, for the quote and the confirmation, changing nothing', async () => {
    const rental = await paidStay(customer, 6, 'PIX');
    await signedExtension(customer, rental, 2);
    const before = await kit.paymentRows(rental.id);
    const date = addDays(rental.startDate, 3);
    const quoted = await quote(customer, rental.id, `date=${date}`);
    expect(quoted.statusCode, quoted.body).toBe(409);
    expect(quoted.json()).toMatchObject({ code: 'EARLY_DEPARTURE_EXTENSION_OPEN' });
    expect(quoted.json().message).toMatch(/prorrogação em aberto/);
    const confirmed = await depart(customer, rental.id, { date, reason: 'Mudança de planos' });
    expect(confirmed.statusCode, confirmed.body).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'EARLY_DEPARTURE_EXTENSION_OPEN' });
    const current = await kit.rental(customer, rental.id);
    expect(current).toMatchObject({ endDate: rental.endDate, earlyDeparture: null });
    expect(await kit.paymentRows(rental.id)).toEqual(before);
  });

  it('once the extension is paid: gives back only from the rental’s own payments, the extension’s stay as they are', async () => {
    const rental = await paidStay(customer, 10, 'PIX');
    const extension = await signedExtension(customer, rental, 5);
    const extensionPix = await payExtension(customer, extension.id);
    const extended = await kit.rental(customer, rental.id);
    expect(extended.endDate).toBe(extension.end);

    // Leaving after one night would give back part of the extension's difference: staff agree that.
    const tooEarly = await quote(customer, rental.id, `date=${addDays(rental.startDate, 1)}`);
    expect(tooEarly.statusCode, tooEarly.body).toBe(409);
    expect(tooEarly.json()).toMatchObject({ code: 'EARLY_DEPARTURE_NEEDS_STAFF' });

    const date = addDays(rental.startDate, 8);
    const quoted = earlyDepartureQuoteResponseSchema.parse(
      (await quote(customer, rental.id, `date=${date}`)).json(),
    );
    expect(quoted.nightsReleased).toBe(7);
    const confirmed = await depart(customer, rental.id, { date, reason: 'Fim do curso' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(rentalSchema.parse(confirmed.json())).toMatchObject({
      endDate: date,
      rentalValueCents: quoted.newValueCents,
    });
    await settle();
    const rows = await kit.paymentRows(rental.id);
    const extensionRow = rows.find((row) => row.id === extensionPix.id);
    expect(extensionRow).toMatchObject({ status: 'PAID', amount_cents: extensionPix.amountCents });
    expect(extensionRow?.refunded_cents ?? null).toBeNull();
    const own = rows.filter((row) => row.extension_id === null);
    const given = own.reduce((sum, row) => sum + (row.refunded_cents ?? 0), 0);
    expect(given).toBe(quoted.refundCents);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});

describe('a stay not paid yet', () => {
  it('cannot be shortened: 409', async () => {
    const rental = await kit.rentalAwaitingPayment(customer, 4, 5);
    const response = await quote(customer, rental.id, `date=${addDays(rental.startDate, 2)}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EARLY_DEPARTURE_NOT_ALLOWED');
  });
});
