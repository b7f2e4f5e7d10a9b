import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../test/sample-files.ts';
import type { TestAccount } from '../admin/admin-test-support.ts';
import { type Customer, futureExpiry, paymentsTestKit, VALID_CARD } from './payment-test-support.ts';

// The property test's steps of money that staff and the customer's documents take part in
// (rental-lifecycle.property.test.ts): a staff refund of a payment, whole or in part; the employer's
// transfer letter sent with an early departure and reviewed by staff; an extension's difference asked
// for by any method it may be paid with.

export type ExtensionMethod = 'PIX' | 'BANK_SLIP' | 'CREDIT_CARD';

export function lifecycleMoneySteps(getApp: () => TestApp) {
  const kit = paymentsTestKit(getApp);

  return {
    /**
     * Staff give back a PAID payment (the newest of the rentals' counted back by `back`), all of it or
     * half: a whole one cancels a stay not yet begun or is refused (409 STAY_ALREADY_STARTED: begun or
     * FINISHED), a part lowers the stay's value (and an extension's difference, for its charge).
     * Undefined when the rentals have no PAID payment. `status`: the stay's before the refund.
     */
    async staffRefund(
      staff: TestAccount,
      rentalIds: readonly string[],
      back: number,
      whole: boolean,
    ): Promise<{ rentalId: string; status: string; response: LightMyRequestResponse } | undefined> {
      if (rentalIds.length === 0) return undefined;
      const query = getApp()
        .db.selectFrom('payments')
        .innerJoin('rentals', 'rentals.id', 'payments.rental_id')
        .selectAll('payments')
        .select('rentals.status as rental_status')
        .where('payments.rental_id', 'in', [...rentalIds])
        .where('payments.status', '=', 'PAID');
      const paid = await query.orderBy('payments.created_at').orderBy('payments.installment').execute();
      const payment = paid[Math.max(0, paid.length - 1 - back)];
      if (!payment) return undefined;
      const received = payment.card_total_cents ?? payment.amount_cents;
      const body = whole
        ? { note: 'Devolução pedida pelo cliente' }
        : { amountCents: Math.max(1, Math.floor(received / 2)) };
      const response = await kit.call(staff, 'POST', `/api/admin/payments/${payment.id}/refund`, body);
      return { rentalId: payment.rental_id, status: payment.rental_status, response };
    },

    /**
     * The provider takes back a PAID payment's money on its own (newest counted back by `back`): a
     * chargeback or a refund in its panel, of all of it or half, through the sandbox's signed event.
     */
    async reversal(
      staff: TestAccount,
      rentalIds: readonly string[],
      step: { payment: number; chargeback: boolean; whole: boolean },
    ): Promise<LightMyRequestResponse | undefined> {
      if (rentalIds.length === 0) return undefined;
      const paid = await getApp()
        .db.selectFrom('payments')
        .selectAll()
        .where('rental_id', 'in', [...rentalIds])
        .where('status', '=', 'PAID')
        .orderBy('created_at')
        .orderBy('installment')
        .execute();
      const payment = paid[Math.max(0, paid.length - 1 - step.payment)];
      if (!payment) return undefined;
      const received = payment.card_total_cents ?? payment.amount_cents;
      const path = step.chargeback ? 'chargeback' : 'provider-refund';
      const body = step.whole ? {} : { amountCents: Math.max(1, Math.floor(received / 2)) };
      return kit.call(staff, 'POST', `/api/admin/payments/${payment.id}/sandbox/${path}`, body);
    },

    /** Staff settle the oldest open chargeback case of these rentals (the money recovered). */
    async settleChargeback(
      staff: TestAccount,
      rentalIds: readonly string[],
    ): Promise<LightMyRequestResponse | undefined> {
      if (rentalIds.length === 0) return undefined;
      const open = await getApp()
        .db.selectFrom('payment_reconciliation')
        .select('id')
        .where('rental_id', 'in', [...rentalIds])
        .where('reason', '=', 'CHARGEBACK')
        .where('resolved_at', 'is', null)
        .orderBy('at')
        .executeTakeFirst();
      if (!open) return undefined;
      return kit.call(staff, 'POST', `/api/admin/reconciliation/${open.id}/settle`, {
        note: 'Disputa ganha: valor recuperado',
      });
    },

    /** A file sent as the employer's transfer letter: its name, for the early departure. */
    async transferLetter(customer: Customer): Promise<string> {
      const { payload, contentType } = multipartBody(samplePdf(), { filename: 'carta.pdf' });
      const response = await getApp().app.inject({
        method: 'POST',
        url: '/api/upload?purpose=TRANSFER_LETTER',
        headers: { ...customer.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().fileName as string;
    },

    /**
     * Staff review the oldest letter still in review of these rentals: accepted (the fine comes back) or
     * refused with a reason. Undefined when none is in review.
     */
    async reviewLetter(
      staff: TestAccount,
      rentalIds: readonly string[],
      accept: boolean,
    ): Promise<{ rentalId: string; response: LightMyRequestResponse } | undefined> {
      if (rentalIds.length === 0) return undefined;
      const pending = await getApp()
        .db.selectFrom('transfer_letter_reviews')
        .select('rental_id')
        .where('rental_id', 'in', [...rentalIds])
        .where('status', '=', 'PENDING')
        .orderBy('created_at')
        .executeTakeFirst();
      if (!pending) return undefined;
      const body = accept
        ? { decision: 'ACCEPT' }
        : { decision: 'REFUSE', reason: 'A carta não tem a assinatura do empregador' };
      const response = await kit.call(
        staff,
        'POST',
        `/api/admin/rentals/${pending.rental_id}/transfer-letter/review`,
        body,
      );
      return { rentalId: pending.rental_id, response };
    },

    /** The extension's difference asked for by `method` (replacing its pending charge, if any). */
    payExtension(
      owner: Customer,
      extensionId: string,
      method: ExtensionMethod,
    ): Promise<LightMyRequestResponse> {
      const card = method === 'CREDIT_CARD' ? { card: { ...VALID_CARD, expiry: futureExpiry() } } : {};
      return kit.call(
        owner,
        'POST',
        `/api/extensions/${extensionId}/payments`,
        { paymentType: method, ...card },
        { 'idempotency-key': randomUUID() },
      );
    },
  };
}
