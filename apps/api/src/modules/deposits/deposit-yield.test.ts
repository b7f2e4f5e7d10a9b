import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { completedYieldPeriods, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit, type TestAccount } from '../admin/admin-test-support.ts';
import { billingRuleViolations } from '../payments/billing-rule-check.ts';
import { askDeposit, rentWithDeposit } from '../payments/deposit-test-support.ts';
import { paymentsTestKit } from '../payments/payment-test-support.ts';

// The caução's poupança yield (art. 38 § 2): each month it completes while held is credited to the customer at
// the official rate staff keep (or Banco Central gives); at the settlement the yield comes back with the rest,
// the provider giving back at most what the payment brought and staff transferring the yield beyond it.

const DEPOSIT_CENTS = 200_000;
const DAY = 24 * 3_600_000;
let testApp: TestApp;
let clock: ManualClock;
const kit = paymentsTestKit(() => testApp);
const staffKit = adminKit(() => testApp);
const { call } = kit;
let admin: TestAccount;
let apartments: ApartmentRow[];

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
  admin = await staffKit.staff('ADMIN');
  apartments = await askDeposit(testApp, kit, admin, DEPOSIT_CENTS);
});

afterAll(async () => {
  await testApp?.close();
});

const statementOf = async (user: Parameters<typeof call>[0], id: string) =>
  (await call(user, 'GET', `/api/rentals/${id}/statement`)).json();

describe('the caução’s poupança yield', () => {
  it('waits for the month’s official rate, credits each month completed once, and comes back at the settlement', async () => {
    const user = await kit.customer();
    const id = await rentWithDeposit(kit, user, { apartment: apartments[0]!, startsIn: 3, nights: 80 });
    const paidAt = (await kit.paymentRows(id)).find((row) => row.purpose === 'DEPOSIT')!.paid_at!;
    const rates = () => call(admin, 'GET', '/api/admin/savings-rates');
    expect((await rates()).json()).toEqual({ items: [], missingMonths: [] });

    // The day its first month completes (a month after the anniversary, which for a caução paid on the 29th–31st
    // is the next 1st), its rate is not kept: the yield waits.
    const [first] = completedYieldPeriods(todayIso(paidAt), '2099-01-01');
    clock.set(new Date(`${first!.endsOn}T15:00:00.000Z`));
    expect(completedYieldPeriods(todayIso(paidAt), todayIso(clock.now()))).toEqual([first]);
    expect((await testApp.app.jobs.runOnce())?.creditedYields).toEqual([]);
    expect((await rates()).json().missingMonths).toEqual([first!.rateMonth]);

    // Staff enter it; bad input and a customer are refused with nothing written.
    const rateUrl = `/api/admin/savings-rates/${first!.rateMonth}`;
    for (const ratePercent of [3, 0.123_45, -0.1]) {
      const refused = await call(admin, 'PUT', rateUrl, { ratePercent });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect(
      (await call(admin, 'PUT', '/api/admin/savings-rates/2026-13', { ratePercent: 0.5 })).statusCode,
    ).toBe(404);
    expect((await call(user, 'PUT', rateUrl, { ratePercent: 0.6745 })).statusCode).toBe(403);
    expect((await rates()).json().items).toEqual([]);
    const saved = await call(admin, 'PUT', rateUrl, { ratePercent: 0.6745 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ratePerMillion: 6_745, rateLabel: '0,6745 %', source: 'STAFF' });

    // Credited once: 0,6745 % of R$ 2.000,00, truncated at the cent.
    expect((await testApp.app.jobs.runOnce())?.creditedYields).toEqual([id]);
    expect((await testApp.app.jobs.runOnce())?.creditedYields).toEqual([]);
    const yieldCents = Math.floor((DEPOSIT_CENTS * 6_745) / 1_000_000);
    expect((await statementOf(user, id)).totals.deposit).toMatchObject({
      heldCents: DEPOSIT_CENTS,
      yieldCents,
    });
    expect((await call(user, 'GET', `/api/rentals/${id}/deposit-settlement`)).json()).toMatchObject({
      heldCents: DEPOSIT_CENTS,
      yieldCents,
      returnCents: DEPOSIT_CENTS + yieldCents,
    });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    // After the stay: deductions may take the yield too, never more.
    await testApp.db
      .updateTable('rentals')
      .set({
        checked_in_at: new Date(`${(await kit.rental(user, id)).startDate}T15:00:00.000Z`),
        checked_out_at: clock.now(),
      })
      .where('id', '=', id)
      .execute();
    const adminUrl = `/api/admin/rentals/${id}/deposit-settlement`;
    const queue = async () => {
      const answer = await call(admin, 'GET', '/api/admin/guarantees/queue');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().items.filter((each: { rentalId: string }) => each.rentalId === id);
    };
    expect(await queue()).toEqual([
      expect.objectContaining({ step: 'DEPOSIT_TO_PROPOSE', amountCents: DEPOSIT_CENTS, deadline: null }),
    ]);
    expect((await call(user, 'GET', '/api/admin/guarantees/queue')).statusCode).toBe(403);
    const tooMuch = await call(admin, 'POST', adminUrl, {
      deductions: [{ description: 'Conta de luz em aberto', amountCents: DEPOSIT_CENTS + yieldCents + 1 }],
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().message).toContain('R$ 2.013,49');
    const proposed = await call(admin, 'POST', adminUrl, {
      deductions: [{ description: 'Conta de luz em aberto', amountCents: 1_000 }],
    });
    expect(proposed.json()).toMatchObject({
      status: 'PROPOSED',
      returnCents: DEPOSIT_CENTS + yieldCents - 1_000,
    });
    expect(await queue()).toEqual([
      expect.objectContaining({
        step: 'DEPOSIT_AWAITING_CUSTOMER',
        deadline: proposed.json().contestDeadline,
      }),
    ]);
    const settled = await call(admin, 'POST', `${adminUrl}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    // The provider gives back what the payment brought; the yield beyond it waits for staff's transfer.
    const transferCents = yieldCents - 1_000;
    expect(settled.json().yieldTransfer).toMatchObject({ amountCents: transferCents, status: 'PENDING' });
    await kit.settle();
    const deposit = (await kit.paymentRows(id)).find((row) => row.purpose === 'DEPOSIT')!;
    expect(deposit).toMatchObject({ status: 'REFUNDED', refunded_cents: DEPOSIT_CENTS });
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    expect(await queue()).toEqual([
      expect.objectContaining({ step: 'YIELD_TRANSFER', amountCents: yieldCents - 1_000 }),
    ]);
    const transferUrl = `${adminUrl}/yield-transfer`;
    expect((await call(admin, 'POST', transferUrl, { note: '' })).statusCode).toBe(400);
    expect((await call(user, 'POST', transferUrl, { note: 'Pix enviado' })).statusCode).toBe(403);
    const transferred = await call(admin, 'POST', transferUrl, { note: 'Pix para a chave CPF do cliente' });
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect(transferred.json().yieldTransfer).toMatchObject({
      status: 'DONE',
      note: 'Pix para a chave CPF do cliente',
    });
    expect(await queue()).toEqual([]);
    const twice = await call(admin, 'POST', transferUrl, { note: 'De novo' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('YIELD_TRANSFER_NOT_PENDING');

    const { totals, entries } = await statementOf(user, id);
    expect(totals.deposit).toEqual({
      heldCents: DEPOSIT_CENTS,
      yieldCents,
      deductedCents: 1_000,
      returnedCents: DEPOSIT_CENTS + yieldCents - 1_000,
    });
    expect(entries.map((entry: { kind: string }) => entry.kind)).toContain('DEPOSIT_YIELD');
    expect(await billingRuleViolations(testApp.db)).toEqual([]);

    // Settled, it earns nothing more, even with the next month's rate kept.
    await call(
      admin,
      'PUT',
      `/api/admin/savings-rates/${completedYieldPeriods(todayIso(paidAt), '2099-01-01')[1]!.rateMonth}`,
      {
        ratePercent: 0.7,
      },
    );
    clock.advance(40 * DAY);
    expect((await testApp.app.jobs.runOnce())?.creditedYields).toEqual([]);
    expect((await statementOf(user, id)).totals.deposit.yieldCents).toBe(yieldCents);
  });
});

describe('the official rates from Banco Central', () => {
  it('are fetched once a day by the round, never over a rate staff entered', async () => {
    const asked: string[] = [];
    const bcb = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify([
          { data: '01/09/2026', datafim: '01/10/2026', valor: '0.6801' },
          { data: '15/09/2026', datafim: '15/10/2026', valor: '0.6790' },
          { data: '01/10/2026', datafim: '01/11/2026', valor: '0.6745' },
        ]),
      );
    });
    await new Promise<void>((done) => bcb.listen(0, '127.0.0.1', done));
    const { port } = bcb.address() as AddressInfo;
    const withBcb = await createTestApp({
      env: { SAVINGS_RATES_SOURCE: 'bcb', SAVINGS_RATES_URL: `http://127.0.0.1:${port}` },
    });
    try {
      const staff = await adminKit(() => withBcb).staff('ADMIN');
      const put = await withBcb.app.inject({
        method: 'PUT',
        url: '/api/admin/savings-rates/2026-10',
        headers: staff.headers,
        payload: { ratePercent: 0.7 },
      });
      expect(put.statusCode, put.body).toBe(200);
      await withBcb.app.jobs.runOnce();
      await withBcb.app.jobs.runOnce();
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain('/dados/serie/bcdata.sgs.195/dados?formato=json&dataInicial=01%2F');
      const list = await withBcb.app.inject({
        method: 'GET',
        url: '/api/admin/savings-rates',
        headers: staff.headers,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().items).toEqual([
        expect.objectContaining({ month: '2026-10', ratePerMillion: 7_000, source: 'STAFF' }),
        expect.objectContaining({
          month: '2026-09',
          ratePerMillion: 6_801,
          source: 'BCB',
          sourceLabel: 'Banco Central',
        }),
      ]);
    } finally {
      await withBcb.close();
      bcb.close();
    }
  });
});
