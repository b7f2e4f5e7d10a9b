import type { Rental } from '@estadia/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { uploadPhoto } from '../inspections/inspection-test-support.ts';
import { GUEST } from '../occupants/occupants-test-support.ts';
import {
  type Customer,
  futureExpiry,
  paymentsTestKit,
  VALID_CARD,
} from '../payments/payment-test-support.ts';

// Shared by the export and erasure tests: a customer with everything a real one leaves behind — a
// profile with an uploaded document, a signed contract, a card payment, a guest — through the API.

export function privacyKit(getApp: () => TestApp) {
  const kit = paymentsTestKit(getApp);

  return {
    ...kit,

    /** A customer whose stay is paid (RENTED), with a guest and an uploaded RG scan on the profile. */
    async customerWithStay(): Promise<{ user: Customer; rental: Rental; rgFile: string }> {
      const testApp = getApp();
      const user = await kit.customer();
      const rgFile = await uploadPhoto(testApp, user);
      const patched = await kit.call(user, 'PATCH', '/api/me', { rgFileName: rgFile, phone: '34998765432' });
      expect(patched.statusCode, patched.body).toBe(200);
      const rental = await kit.rentalAwaitingPayment(user);
      const paid = await kit.pay(user, rental.id, {
        paymentType: 'CREDIT_CARD',
        card: { ...VALID_CARD, expiry: futureExpiry() },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      await testApp.app.backgroundTasks.drain();
      expect((await kit.rental(user, rental.id)).status).toBe('RENTED');
      const guests = await testApp.app.inject({
        method: 'PUT',
        url: `/api/rentals/${rental.id}/occupants`,
        headers: user.headers,
        payload: { items: [GUEST] },
      });
      expect(guests.statusCode, guests.body).toBe(200);
      return { user, rental, rgFile };
    },

    /** The stay over, as the periodic rule leaves it after check-out day. */
    async finish(rentalId: string): Promise<void> {
      await getApp()
        .db.updateTable('rentals')
        .set({ status: 'FINISHED', finished_at: new Date() })
        .where('id', '=', rentalId)
        .execute();
    },
  };
}
