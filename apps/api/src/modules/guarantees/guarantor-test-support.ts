import { expect } from 'vitest';
import { signUpUser } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { uploadPhoto } from '../inspections/inspection-test-support.ts';
import { type Customer, paymentsTestKit } from '../payments/payment-test-support.ts';
import { draftBody } from '../rentals/rental-test-support.ts';

/** A married fiador's answers, the spouse consenting (Código Civil, art. 1.647, III). */
export const ANSWERS = {
  birthdate: '1968-04-12',
  maritalStatus: 'CASADO',
  spouse: { name: 'Helena Mendes', cpf: '390.533.447-05' },
  monthlyIncomeCents: 1_850_000,
  address: {
    street: 'Rua das Acácias',
    number: '120',
    postCode: '38400-100',
    city: { name: 'Uberlândia', stateInitials: 'MG' },
  },
};

/** A fiança's steps through the API, each rental on its own apartment and dates from `firstStart` days on. */
export function guarantorKit(getApp: () => TestApp, firstStart: number) {
  const kit = paymentsTestKit(getApp);
  const staff = adminKit(getApp);
  let nextStart = firstStart;

  /** A 5-night request with a fiador, submitted: it waits for approval until the fiador is ACTIVE. */
  async function submittedWithFiador(user: Customer): Promise<string> {
    const testApp = getApp();
    const apartments = await testApp.db.selectFrom('apartments').selectAll().orderBy('id').execute();
    const apartment = apartments[nextStart % apartments.length]!;
    const body = draftBody(apartment, nextStart, 5, { rentGuaranteeType: 'GUARANTOR' });
    nextStart += 1;
    const created = await kit.call(user, 'POST', '/api/rentals', body);
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    const submitted = await kit.call(user, 'POST', `/api/rentals/${id}/submit`);
    expect(submitted.json().status, submitted.body).toBe('WAITING_APPROVAL');
    return id;
  }

  /** The token in the last invitation e-mailed to `email`. */
  async function invitationToken(email: string): Promise<string> {
    const testApp = getApp();
    await testApp.app.backgroundTasks.drain();
    const mail = await testApp.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const match = /\/fiador\/([A-Za-z0-9_-]{43})/.exec(mail.text_body);
    expect(match, mail.text_body).not.toBeNull();
    return match![1]!;
  }

  /**
   * A request whose fiador was named, answered from their own account and approved by staff: the rental,
   * approved automatically, waits for the signatures. Answers it and the fiador's account.
   */
  async function approvedFiador(user: Customer) {
    const testApp = getApp();
    const rentalId = await submittedWithFiador(user);
    const email = `fiador.${rentalId.slice(0, 8)}@exemplo.com.br`;
    const named = await kit.call(user, 'PUT', `/api/rentals/${rentalId}/guarantor`, {
      name: 'Paulo Mendes',
      email,
      cpf: '111.444.777-35',
    });
    expect(named.statusCode, named.body).toBe(200);
    const token = await invitationToken(email);
    const fiador = await signUpUser(testApp.app, { email, name: 'Paulo Mendes' });
    const document = await uploadPhoto(testApp, fiador);
    const accepted = await kit.call(fiador, 'POST', `/api/guarantor-invitations/${token}/accept`, {
      ...ANSWERS,
      documents: [document],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookings = await staff.staff('BOOKINGS');
    const approved = await staff.call(bookings, 'POST', `/api/admin/rentals/${rentalId}/guarantor/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return { rentalId, fiador, bookings };
  }

  return { submittedWithFiador, invitationToken, approvedFiador };
}
