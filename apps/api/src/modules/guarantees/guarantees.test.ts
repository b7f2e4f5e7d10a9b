import { addDays, formatBrDate, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { addBankDays } from '../../lib/bank-days.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { billingRuleViolations } from '../payments/billing-rule-check.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';
import { draftBody } from '../rentals/rental-test-support.ts';

// The rental's one guarantee (api.md 'Guarantees and the law of the lease'): the guarantee provider's
// analysis gates the approval, a refusal lets the customer choose another, and a lease of more than 90
// nights is billed as the law allows (a month ahead at most; after each month with a guarantee).

let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const staff = adminKit(() => testApp);
let nextStart = 20;

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
});

afterAll(async () => {
  await testApp.close();
});

/** A draft of `nights` nights with `rentGuaranteeType`, on an apartment and dates no other test uses. */
async function draft(user: Customer, nights: number, rentGuaranteeType?: string) {
  const apartments = await testApp.db.selectFrom('apartments').selectAll().orderBy('id').execute();
  const apartment = apartments[nextStart % apartments.length]!;
  const body = draftBody(apartment, nextStart, nights, rentGuaranteeType ? { rentGuaranteeType } : {});
  nextStart += 1;
  const created = await kit.call(user, 'POST', '/api/rentals', body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string };
}

async function submit(user: Customer, rentalId: string) {
  const submitted = await kit.call(user, 'POST', `/api/rentals/${rentalId}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json();
}

const analyse = (user: Customer, rentalId: string) =>
  kit.call(user, 'POST', `/api/rentals/${rentalId}/guarantee/analysis`);

async function setCpf(user: Customer, cpf: string) {
  await testApp.db.updateTable('users').set({ cpf_or_cnpj: cpf }).where('id', '=', user.id).execute();
}

async function sign(user: Customer, rentalId: string) {
  const signed = await kit.call(user, 'POST', `/api/rentals/${rentalId}/contract/signature`, {
    accept: true,
    sha256: await kit.contractSha256(user, rentalId),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return signed.json();
}

describe('the CredPago analysis gates the approval', () => {
  it('keeps a CredPago rental waiting for approval, even with automatic approval, until the analysis approves it', async () => {
    const user = await kit.customer();
    const rental = await draft(user, 5, 'CREDPAGO');
    const submitted = await submit(user, rental.id);
    expect(submitted.status).toBe('WAITING_APPROVAL');
    expect(submitted.guarantee).toMatchObject({
      type: 'CREDPAGO',
      status: 'PENDING',
      statusLabel: 'Em análise',
    });

    // Staff cannot approve it past its guarantee.
    const bookings = await staff.staff('BOOKINGS');
    const refused = await staff.call(bookings, 'POST', `/api/admin/rentals/${rental.id}/approve`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('GUARANTEE_NOT_ACTIVE');

    const analysed = await analyse(user, rental.id);
    expect(analysed.statusCode, analysed.body).toBe(200);
    expect(analysed.json().guarantee).toMatchObject({
      type: 'CREDPAGO',
      status: 'ACTIVE',
      statusLabel: 'Aprovada',
      provider: { reference: expect.stringMatching(/^SBX-[0-9A-F]{12}$/), feeCents: expect.any(Number) },
    });
    expect(analysed.json().status).toBe('WAITING_FOR_SIGNATURE');

    // One guarantee only: an active one can be neither analysed again nor swapped.
    expect((await analyse(user, rental.id)).json().code).toBe('GUARANTEE_NOT_ANALYSABLE');
    const swap = await staff.call(user, 'PUT', `/api/rentals/${rental.id}/guarantee`, {
      rentGuaranteeType: 'GUARANTOR',
    });
    expect(swap.statusCode, swap.body).toBe(409);
  });

  it('approves at submission a draft whose analysis already approved it', async () => {
    const user = await kit.customer();
    const rental = await draft(user, 5, 'CREDPAGO');
    const analysed = await analyse(user, rental.id);
    expect(analysed.json().guarantee.status, analysed.body).toBe('ACTIVE');
    expect(analysed.json().status).toBe('UNFINISHED');
    expect((await submit(user, rental.id)).status).toBe('WAITING_FOR_SIGNATURE');
  });

  it('asks for a new analysis when the draft is re-priced after one approved it', async () => {
    const user = await kit.customer();
    const rental = await draft(user, 5, 'CREDPAGO');
    expect((await analyse(user, rental.id)).json().guarantee.status).toBe('ACTIVE');
    const current = (await kit.call(user, 'GET', `/api/rentals/${rental.id}`)).json();
    const longer = await staff.call(user, 'PATCH', `/api/rentals/${rental.id}`, {
      interval: { start: current.startDate, end: addDays(current.startDate, 7) },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().guarantee).toMatchObject({ type: 'CREDPAGO', status: 'PENDING' });
    expect((await submit(user, rental.id)).status).toBe('WAITING_APPROVAL');
    expect((await analyse(user, rental.id)).json()).toMatchObject({
      guarantee: { status: 'ACTIVE' },
      status: 'WAITING_FOR_SIGNATURE',
    });
  });

  it('records a refusal with its reason and lets the customer choose another guarantee, which moves the rental on', async () => {
    const user = await kit.customer();
    await setCpf(user, '987.654.321-00');
    const rental = await draft(user, 5, 'CREDPAGO');
    await submit(user, rental.id);
    const analysed = await analyse(user, rental.id);
    expect(analysed.statusCode, analysed.body).toBe(200);
    expect(analysed.json().guarantee).toMatchObject({
      status: 'REFUSED',
      statusLabel: 'Recusada',
      refusalReason: 'A análise de crédito não aprovou a garantia para este CPF.',
    });
    expect(analysed.json().status).toBe('WAITING_APPROVAL');

    const chosen = await staff.call(user, 'PUT', `/api/rentals/${rental.id}/guarantee`, {
      rentGuaranteeType: 'GUARANTOR',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // A fiador is someone else's yes too: the rental waits for it (guarantors.test.ts follows it through).
    expect(chosen.json()).toMatchObject({
      rentGuaranteeType: 'GUARANTOR',
      guarantee: { type: 'GUARANTOR', status: 'PENDING' },
      status: 'WAITING_APPROVAL',
    });
    const bookings = await staff.staff('BOOKINGS');
    const early = await staff.call(bookings, 'POST', `/api/admin/rentals/${rental.id}/approve`);
    expect(early.json().code, early.body).toBe('GUARANTEE_NOT_ACTIVE');
    expect((await analyse(user, rental.id)).json().code).toBe('GUARANTEE_NOT_ANALYSABLE');
  });

  it('refuses an invalid CPF and an incomplete profile before analysing, and changes nothing', async () => {
    const user = await kit.customer();
    await setCpf(user, '111.444.777-00');
    const rental = await draft(user, 5, 'CREDPAGO');
    expect((await analyse(user, rental.id)).json().guarantee.refusalReason).toBe(
      'CPF inválido: confira os dígitos no seu perfil.',
    );
    await testApp.db.updateTable('users').set({ birthdate: null }).where('id', '=', user.id).execute();
    expect((await analyse(user, rental.id)).json().guarantee.refusalReason).toBe(
      'Perfil incompleto para a análise: falta data de nascimento.',
    );
  });

  it("answers 404 for another customer's rental and 409 for a rental without CredPago; a bad body is 400", async () => {
    const owner = await kit.customer();
    const other = await kit.customer();
    const rental = await draft(owner, 5, 'CREDPAGO');
    expect((await analyse(other, rental.id)).statusCode).toBe(404);
    const choose = (user: Customer, body: object) =>
      staff.call(user, 'PUT', `/api/rentals/${rental.id}/guarantee`, body);
    expect((await choose(other, { rentGuaranteeType: null })).statusCode).toBe(404);
    expect((await choose(owner, { rentGuaranteeType: 'FIANCA' })).statusCode).toBe(400);
    const none = await draft(owner, 5);
    const refused = await analyse(owner, none.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GUARANTEE_NOT_ANALYSABLE',
      message: expect.stringContaining('CredPago'),
    });
    const row = await testApp.db
      .selectFrom('rental_guarantees')
      .selectAll()
      .where('rental_id', '=', none.id)
      .execute();
    expect(row).toEqual([]);
  });
});

describe('rent charged only as the law allows', () => {
  it('a lease of more than 90 nights without a guarantee is paid month by month only', async () => {
    const user = await kit.customer();
    const rental = await draft(user, 120);
    const submitted = await submit(user, rental.id);
    expect(submitted.rentRegime).toBe('MONTH_AHEAD');
    await sign(user, rental.id);
    for (const paymentType of ['PIX', 'BANK_SLIP']) {
      const refused = await kit.pay(user, rental.id, { paymentType });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().code).toBe('RENT_IN_ADVANCE_NOT_ALLOWED');
    }
    expect(await kit.paymentRows(rental.id)).toEqual([]);
    const options = await kit.call(user, 'GET', `/api/rentals/${rental.id}/payment-options`);
    expect(options.json().paymentTypes, options.body).toEqual(['BANK_SLIP_MONTHLY']);
    const monthly = await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' });
    expect(monthly.statusCode, monthly.body).toBe(201);
  });

  it('a temporada lease (90 nights) may still be paid up front', async () => {
    const user = await kit.customer();
    const rental = await draft(user, 90);
    expect((await submit(user, rental.id)).rentRegime).toBe('UP_FRONT');
    await sign(user, rental.id);
    expect((await kit.pay(user, rental.id, { paymentType: 'PIX' })).statusCode).toBe(201);
  });

  it('a lease with an approved CredPago guarantee is RENTED at its signature and billed after each month it lives', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await draft(user, 100, 'CREDPAGO');
    await submit(user, rental.id);
    expect((await analyse(user, rental.id)).json().status).toBe('WAITING_FOR_SIGNATURE');
    const signed = await sign(user, rental.id);
    expect(signed).toMatchObject({
      status: 'RENTED',
      rentRegime: 'POST_PAID',
      paymentType: 'BANK_SLIP_MONTHLY',
    });
    expect(signed.accessCode).toEqual(expect.any(String));
    await kit.settle();

    // Nothing to pay before the keys: four months (30, 30, 30, 10 nights), each billed once lived.
    const rows = await kit.paymentRows(rental.id);
    const start = signed.startDate as string;
    expect(rows.map((row) => [row.installment, row.status, row.bill_from])).toEqual([
      [1, 'SCHEDULED', addDays(start, 30)],
      [2, 'SCHEDULED', addDays(start, 60)],
      [3, 'SCHEDULED', addDays(start, 90)],
      [4, 'SCHEDULED', addDays(start, 100)],
    ]);
    for (const row of rows) expect(row.due_date).toBe(addBankDays(addDays(row.bill_from!, -1), 6));
    expect(rows.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(signed.rentalValueCents);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
    const refused = await kit.pay(user, rental.id, { paymentType: 'BANK_SLIP_MONTHLY' });
    expect(refused.json().code, refused.body).toBe('RENTAL_NOT_AWAITING_PAYMENT');

    // The e-mail says the stay is confirmed, not that a payment is missing.
    const mail = await testApp.db
      .selectFrom('outbox')
      .select(['subject'])
      .where('to_address', '=', user.email)
      .execute();
    expect(mail.map((row) => row.subject)).toContain('Contrato assinado: estadia confirmada');

    // On its last night month 1 is not billed yet; the day after, it is, due on the 6th working day.
    const lastNight = addDays(start, 29);
    clock.set(new Date(`${lastNight}T15:00:00.000Z`));
    await testApp.app.jobs.runOnce();
    await kit.settle();
    expect((await kit.paymentRows(rental.id)).map((row) => row.status)).toEqual([
      'SCHEDULED',
      'SCHEDULED',
      'SCHEDULED',
      'SCHEDULED',
    ]);
    clock.set(new Date(`${addDays(start, 30)}T15:00:00.000Z`));
    await testApp.app.jobs.runOnce();
    await kit.settle();
    const billed = await kit.paymentRows(rental.id);
    expect(billed.map((row) => row.status)).toEqual(['PENDING', 'SCHEDULED', 'SCHEDULED', 'SCHEDULED']);
    expect(billed[0]!.bank_slip_digitable_line).toMatch(/^\d{47}$/);
    expect(billed[0]!.due_date).toBe(rows[0]!.due_date);
    expect(todayIso(clock.now())).toBe(addDays(start, 30));
    const boletoMail = await testApp.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', user.email)
      .where('subject', 'like', 'Seu boleto 1/4%')
      .executeTakeFirstOrThrow();
    expect(boletoMail.text_body).toContain(
      `vivido até a noite de ${formatBrDate(lastNight)}, já pode ser pago`,
    );
    expect(boletoMail.text_body).toContain('Cada mês é cobrado depois de vivido');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });

  it('a post-paid lease withdrawn before check-in (CDC art. 49) leaves nothing to pay and nothing owed', async () => {
    clock.set(new Date());
    const user = await kit.customer();
    const rental = await draft(user, 95, 'CREDPAGO');
    await submit(user, rental.id);
    await analyse(user, rental.id);
    expect((await sign(user, rental.id)).status).toBe('RENTED');
    const cancelled = await kit.call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
      reason: 'MISTOOK_RESERVATION',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', accessCode: null });
    await kit.settle();
    expect((await kit.paymentRows(rental.id)).map((row) => row.status)).toEqual([
      'EXPIRED',
      'EXPIRED',
      'EXPIRED',
      'EXPIRED',
    ]);
    expect(await billingRuleViolations(testApp.db)).toEqual([]);
  });
});
