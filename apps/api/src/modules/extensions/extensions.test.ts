import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, extensionQuoteSchema, extensionSchema, formatBrDate, type Rental } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock } from '../../lib/clock.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { billingRuleViolations } from '../payments/billing-rule-check.ts';
import {
  type Customer,
  futureExpiry,
  paymentsTestKit,
  VALID_CARD,
} from '../payments/payment-test-support.ts';

// 'Prorrogar estadia' through HTTP: the quote, the held nights, the addendum signed, the difference paid
// by Pix (the stay's check-out moves), and an extension left unpaid (its nights freed, late money given back).

const HOUR = 3_600_000;
const clock = createManualClock(new Date());
let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;
const admin = adminKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
});

afterAll(async () => {
  await testApp?.close();
});

/** A stay of `nights` paid by Pix (RENTED), starting in `startInDays`. */
async function rentedStay(user: Customer, nights: number, startInDays = 5): Promise<Rental> {
  const rental = await kit.rentalAwaitingPayment(user, nights, startInDays);
  const pix = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
  const confirmed = await call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const rented = await kit.rental(user, rental.id);
  expect(rented.status).toBe('RENTED');
  return rented;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function extensionRows(rentalId: string) {
  return testApp.db.selectFrom('rental_extensions').selectAll().where('rental_id', '=', rentalId).execute();
}

describe('extension quote', () => {
  it('re-prices the whole three-month stay and tells the difference; nothing is held', async () => {
    const user = await kit.customer();
    const rental = await rentedStay(user, 90);
    const end = addDays(rental.endDate, 14);
    const response = await call(user, 'POST', `/api/rentals/${rental.id}/extension-quote`, { end });
    expect(response.statusCode, response.body).toBe(200);
    const quote = extensionQuoteSchema.parse(response.json());
    expect(quote).toMatchObject({ end, nights: 104, period: 'LONG_PERIOD', addedNights: 14 });
    expect(quote.differenceCents).toBe(quote.rentalValueCents - rental.rentalValueCents);
    expect(quote.differenceCents).toBeGreaterThan(0);
    expect(await extensionRows(rental.id)).toEqual([]);
  });

  it("answers 404 for another customer's rental, and clear Portuguese 409/422 otherwise", async () => {
    const owner = await kit.customer();
    const other = await kit.customer();
    const rental = await rentedStay(owner, 10);
    const end = addDays(rental.endDate, 3);
    const stranger = await call(other, 'POST', `/api/rentals/${rental.id}/extension-quote`, { end });
    expect(stranger.statusCode).toBe(404);
    const strangerCreate = await call(other, 'POST', `/api/rentals/${rental.id}/extensions`, { end });
    expect(strangerCreate.statusCode).toBe(404);

    const before = await call(owner, 'POST', `/api/rentals/${rental.id}/extension-quote`, {
      end: rental.endDate,
    });
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'EXTENSION_END_NOT_AFTER' });
    expect(before.json().message).toMatch(/nova data de saída deve ser depois de/);
    const malformed = await call(owner, 'POST', `/api/rentals/${rental.id}/extension-quote`, {
      end: '31/12/2026',
    });
    expect(malformed.statusCode).toBe(400);

    const unpaid = await kit.rentalAwaitingPayment(owner, 5, 40);
    const notRented = await call(owner, 'POST', `/api/rentals/${unpaid.id}/extensions`, {
      end: addDays(unpaid.endDate, 2),
    });
    expect(notRented.statusCode).toBe(409);
    expect(notRented.json()).toMatchObject({ code: 'STAY_NOT_EXTENDABLE' });
    expect(notRented.json().message).toMatch(/estadia paga/);
  });

  it('answers 409 APARTMENT_UNAVAILABLE over a taken night, and changes nothing', async () => {
    const user = await kit.customer();
    const rental = await rentedStay(user, 7, 60);
    const apartmentId = rental.apartment.id;
    // Someone else's stay begins three nights after this one ends.
    const blocker = await testApp.db
      .insertInto('apartment_blocks')
      .values({
        apartment_id: apartmentId,
        start_date: addDays(rental.endDate, 3),
        end_date: addDays(rental.endDate, 5),
        reason: 'Manutenção',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const end = addDays(rental.endDate, 4);
    const quote = await call(user, 'POST', `/api/rentals/${rental.id}/extension-quote`, { end });
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ code: 'APARTMENT_UNAVAILABLE' });
    const create = await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ code: 'APARTMENT_UNAVAILABLE' });
    expect(await extensionRows(rental.id)).toEqual([]);
    expect((await kit.rental(user, rental.id)).endDate).toBe(rental.endDate);
    // Up to the blocked night it is free.
    const fits = await call(user, 'POST', `/api/rentals/${rental.id}/extension-quote`, {
      end: addDays(rental.endDate, 3),
    });
    expect(fits.statusCode, fits.body).toBe(200);
    await testApp.db.deleteFrom('apartment_blocks').where('id', '=', blocker.id).execute();
  });
});

describe('an extension paid by Pix', () => {
  it('holds the nights, signs the addendum, and once paid moves the check-out, the value and the calendar', async () => {
    const user = await kit.customer();
    // Still temporada once extended (74 nights): the difference may be paid at once (Lei 8.245/1991, art. 49).
    const rental = await rentedStay(user, 60);
    const end = addDays(rental.endDate, 14);
    const created = await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end });
    expect(created.statusCode, created.body).toBe(201);
    const extension = extensionSchema.parse(created.json());
    expect(extension).toMatchObject({ status: 'WAITING_FOR_SIGNATURE', end, previousEnd: rental.endDate });

    // The added nights are taken at once; a second open extension is refused.
    const taken = await call(
      null,
      'GET',
      `/api/apartments/${rental.apartment.id}/unavailable-dates?from=${rental.endDate}&to=${addDays(end, -1)}`,
    );
    expect(taken.json().dates).toContain(addDays(end, -1));
    const again = await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end: addDays(end, 1) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EXTENSION_ALREADY_OPEN' });
    // Staff see the added nights on the calendar as this rental's, and the extension on the rental.
    const staffer = await admin.staff('ADMIN');
    const calendar = await call(
      staffer,
      'GET',
      `/api/admin/projects/${rental.project.id}/calendar?from=${rental.startDate}&to=${end}`,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    const stays = calendar
      .json()
      .apartments.flatMap((apartment: { stays: { id: string }[] }) => apartment.stays);
    expect(stays.filter((stay: { id: string }) => stay.id === rental.id)).toHaveLength(2);
    const staffList = await call(staffer, 'GET', `/api/admin/rentals/${rental.id}/extensions`);
    expect(staffList.json().items).toMatchObject([
      { id: extension.id, status: 'WAITING_FOR_SIGNATURE', end },
    ]);

    // Not signed: not payable.
    const early = await call(
      user,
      'POST',
      `/api/extensions/${extension.id}/payments`,
      { paymentType: 'PIX' },
      { 'idempotency-key': randomUUID() },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'EXTENSION_NOT_AWAITING_PAYMENT' });

    // The addendum: a valid, reproducible PDF; a wrong hash signs nothing.
    const addendum = await call(user, 'GET', `/api/extensions/${extension.id}/addendum`);
    expect(addendum.statusCode).toBe(200);
    expect(addendum.headers['content-type']).toBe('application/pdf');
    const again2 = await call(user, 'GET', `/api/extensions/${extension.id}/addendum`);
    expect(sha256(again2.rawPayload)).toBe(sha256(addendum.rawPayload));
    const dir = mkdtempSync(join(tmpdir(), 'addendum-'));
    writeFileSync(join(dir, 'addendum.pdf'), addendum.rawPayload);
    execFileSync('qpdf', ['--check', join(dir, 'addendum.pdf')]);
    const wrong = await call(user, 'POST', `/api/extensions/${extension.id}/signature`, {
      accept: true,
      sha256: 'a'.repeat(64),
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'CONTRACT_CHANGED' });
    const other = await kit.customer();
    expect((await call(other, 'GET', `/api/extensions/${extension.id}/addendum`)).statusCode).toBe(404);

    const signed = await call(user, 'POST', `/api/extensions/${extension.id}/signature`, {
      accept: true,
      sha256: sha256(addendum.rawPayload),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'WAITING_FOR_PAYMENT' });
    const signedCopy = await call(user, 'GET', `/api/extensions/${extension.id}/addendum/signed`);
    expect(signedCopy.rawPayload.subarray(0, addendum.rawPayload.length).equals(addendum.rawPayload)).toBe(
      true,
    );
    // Staff read the same signed copy; a customer may not use the staff route.
    const staffCopy = await call(staffer, 'GET', `/api/admin/extensions/${extension.id}/addendum/signed`);
    expect(staffCopy.statusCode, staffCopy.body).toBe(200);
    expect(staffCopy.rawPayload.equals(signedCopy.rawPayload)).toBe(true);
    expect(
      (await call(user, 'GET', `/api/admin/extensions/${extension.id}/addendum/signed`)).statusCode,
    ).toBe(403);

    // Monthly boletos are not for a difference; a Pix of the difference is.
    const monthly = await call(
      user,
      'POST',
      `/api/extensions/${extension.id}/payments`,
      { paymentType: 'BANK_SLIP_MONTHLY' },
      { 'idempotency-key': randomUUID() },
    );
    expect(monthly.statusCode).toBe(422);
    const key = randomUUID();
    const first = kit.paymentOf(
      await call(
        user,
        'POST',
        `/api/extensions/${extension.id}/payments`,
        { paymentType: 'PIX' },
        { 'idempotency-key': key },
      ),
    );
    const pix = kit.paymentOf(
      await call(
        user,
        'POST',
        `/api/extensions/${extension.id}/payments`,
        { paymentType: 'PIX' },
        { 'idempotency-key': randomUUID() },
      ),
    );
    expect(pix).toMatchObject({
      amountCents: extension.differenceCents,
      extensionId: extension.id,
      status: 'PENDING',
    });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
    // The code is e-mailed as the extension's difference, not as the booking's payment.
    await testApp.app.jobQueue.drain();
    const charged = await testApp.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', user.email)
      .where('subject', '=', `Seu Pix da prorrogação até ${formatBrDate(end)}`)
      .execute();
    expect(charged.length).toBeGreaterThan(0);
    expect(charged.at(-1)?.text_body).toContain(`até ${formatBrDate(end)}`);
    expect(charged.at(-1)?.text_body).toContain('diferença da prorrogação');
    const pixRow = (await kit.paymentRows(rental.id)).find((row) => row.id === pix.id);
    expect(charged.at(-1)?.text_body).toContain(pixRow?.pix_payload ?? 'Pix copia e cola');

    const confirmed = await call(user, 'POST', `/api/payments/${pix.id}/sandbox/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'PAID' });
    const extended = await kit.rental(user, rental.id);
    expect(extended).toMatchObject({
      status: 'RENTED',
      endDate: end,
      nights: 74,
      rentalValueCents: extension.rentalValueCents,
      accessCode: rental.accessCode,
    });
    expect(extended.priceLines).toEqual(extension.lines);
    const after = extensionSchema.parse((await call(user, 'GET', `/api/extensions/${extension.id}`)).json());
    expect(after.status).toBe('PAID');
    // The customer is told, by an e-mail job the crediting transaction enqueued.
    await testApp.app.jobQueue.drain();
    const told = await testApp.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', user.email)
      .where('subject', '=', `Estadia prorrogada até ${formatBrDate(end)}`)
      .executeTakeFirst();
    expect(told?.text_body).toContain('código de acesso continua valendo');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    // The replaced Pix paid too: given back, never kept, never a 5xx.
    const late = await kit.webhook({
      createdAt: clock.now().toISOString(),
      data: { paymentId: first.id, amountCents: first.amountCents, paidAt: clock.now().toISOString() },
    });
    expect(late.statusCode, late.body).toBeLessThan(300);
    const rows = await kit.paymentRows(rental.id);
    expect(rows.find((row) => row.id === first.id)?.status).toMatch(/REFUND/);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    // The calendar file and the receipt show the new check-out.
    const ics = await call(user, 'GET', `/api/rentals/${rental.id}/calendar.ics`);
    expect(ics.body).toContain(`DTEND;TZID=America/Sao_Paulo:${end.replaceAll('-', '')}T120000`);
    const receipt = await call(user, 'GET', `/api/payments/${pix.id}/receipt`);
    expect(receipt.statusCode).toBe(200);

    // Staff see it on the rental.
    const staff = await call(null, 'GET', `/api/admin/rentals/${rental.id}/extensions`);
    expect(staff.statusCode).toBe(401);
  });
});

describe('an extension left unpaid', () => {
  it('frees its nights after HOLD_HOURS, and money arriving later is given back', async () => {
    const user = await kit.customer();
    const rental = await rentedStay(user, 40, 10);
    const end = addDays(rental.endDate, 5);
    const extension = extensionSchema.parse(
      (await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end })).json(),
    );
    const addendum = await call(user, 'GET', `/api/extensions/${extension.id}/addendum`);
    await call(user, 'POST', `/api/extensions/${extension.id}/signature`, {
      accept: true,
      sha256: sha256(addendum.rawPayload),
    });
    const pix = kit.paymentOf(
      await call(
        user,
        'POST',
        `/api/extensions/${extension.id}/payments`,
        { paymentType: 'PIX' },
        { 'idempotency-key': randomUUID() },
      ),
    );

    clock.advance((testApp.config.holdHours + 1) * HOUR);
    try {
      const report = await testApp.app.jobs.runOnce();
      expect(report?.expiredExtensions).toContain(extension.id);
      const expired = extensionSchema.parse(
        (await call(user, 'GET', `/api/extensions/${extension.id}`)).json(),
      );
      expect(expired.status).toBe('EXPIRED');
      expect(expired.payments[0]?.status).toBe('EXPIRED');
      const free = await call(
        null,
        'GET',
        `/api/apartments/${rental.apartment.id}/unavailable-dates?from=${rental.endDate}&to=${addDays(end, -1)}`,
      );
      expect(free.json().dates).toEqual([]);
      expect((await kit.rental(user, rental.id)).endDate).toBe(rental.endDate);

      // The bank pays the voided code anyway: refunded, the stay unchanged.
      const paid = await kit.webhook({
        createdAt: clock.now().toISOString(),
        data: { paymentId: pix.id, amountCents: pix.amountCents, paidAt: clock.now().toISOString() },
      });
      expect(paid.statusCode, paid.body).toBeLessThan(300);
      const row = (await kit.paymentRows(rental.id)).find((each) => each.id === pix.id);
      expect(row?.status).toMatch(/REFUND/);
      expect((await kit.rental(user, rental.id)).endDate).toBe(rental.endDate);
      expect(await billingRuleViolations(testApp.db)).toEqual([]);
    } finally {
      clock.set(new Date());
    }
  });
});

describe('a difference paid by card or boleto', () => {
  /** An extension of a paid stay, its addendum signed: WAITING_FOR_PAYMENT. */
  async function signedExtension(user: Customer) {
    const rental = await rentedStay(user, 6, 30);
    const end = addDays(rental.endDate, 2);
    const extension = extensionSchema.parse(
      (await call(user, 'POST', `/api/rentals/${rental.id}/extensions`, { end })).json(),
    );
    const addendum = await call(user, 'GET', `/api/extensions/${extension.id}/addendum`);
    await call(user, 'POST', `/api/extensions/${extension.id}/signature`, {
      accept: true,
      sha256: sha256(addendum.rawPayload),
    });
    return { rental, extension, end };
  }

  async function settle() {
    for (;;) {
      await testApp.app.backgroundTasks.drain();
      if ((await testApp.app.jobQueue.drain()) === 0) return;
    }
  }

  it.each([
    ['CREDIT_CARD', { card: { ...VALID_CARD, expiry: futureExpiry() } }],
    ['BANK_SLIP', {}],
  ] as const)(
    '%s: once cleared, the stay ends later and both billing scopes hold',
    async (paymentType, extra) => {
      const user = await kit.customer();
      const { rental, extension, end } = await signedExtension(user);
      const payment = kit.paymentOf(
        await call(
          user,
          'POST',
          `/api/extensions/${extension.id}/payments`,
          { paymentType, ...extra },
          { 'idempotency-key': randomUUID() },
        ),
      );
      expect(payment).toMatchObject({ extensionId: extension.id, amountCents: extension.differenceCents });
      // The sandbox's bank confirms an authorised card in the background; a boleto is cleared by hand.
      await settle();
      if (paymentType === 'BANK_SLIP') {
        const cleared = await call(user, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
        expect(cleared.statusCode, cleared.body).toBe(200);
        await settle();
      }
      const after = extensionSchema.parse(
        (await call(user, 'GET', `/api/extensions/${extension.id}`)).json(),
      );
      expect(after.status).toBe('PAID');
      expect(await kit.rental(user, rental.id)).toMatchObject({
        endDate: end,
        rentalValueCents: extension.rentalValueCents,
      });
      expect(await billingRuleViolations(testApp.db)).toEqual([]);
    },
  );
});
