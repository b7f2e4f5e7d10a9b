import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import type { TestAccount } from '../admin/admin-test-support.ts';
import { draftBody } from '../rentals/rental-test-support.ts';
import type { Customer, paymentsTestKit } from './payment-test-support.ts';

/**
 * Staff ask `depositCents` of caução on every modality without dynamic prices (well under three months of
 * their rent), through the back-office's route; answers those modalities' apartments, in id order.
 */
export async function askDeposit(
  testApp: TestApp,
  kit: Pick<ReturnType<typeof paymentsTestKit>, 'call'>,
  admin: TestAccount,
  depositCents: number,
): Promise<ApartmentRow[]> {
  const modalities = await testApp.db
    .selectFrom('modalities')
    .select('id')
    .where('dynamic_prices', 'is', null)
    .execute();
  for (const { id } of modalities) {
    const patched = await kit.call(admin, 'PATCH', `/api/admin/modalities/${id}`, {
      securityDepositCents: depositCents,
    });
    expect(patched.statusCode, patched.body).toBe(200);
  }
  return testApp.db
    .selectFrom('apartments')
    .selectAll()
    .where(
      'modality_id',
      'in',
      modalities.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
}

/**
 * A lease of `nights` nights from `startsIn` days on `apartment` with a caução, submitted, signed and paid in
 * full by Pix (the rent and the caução cleared, the ledger settled): answers the rental's id.
 */
export async function rentWithDeposit(
  kit: ReturnType<typeof paymentsTestKit>,
  user: Customer,
  stay: { apartment: ApartmentRow; startsIn: number; nights: number },
): Promise<string> {
  const { call } = kit;
  const body = draftBody(stay.apartment, stay.startsIn, stay.nights, {
    rentGuaranteeType: 'SECURITY_DEPOSIT',
  });
  const created = await call(user, 'POST', '/api/rentals', body);
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  await call(user, 'POST', `/api/rentals/${id}/submit`);
  await call(user, 'POST', `/api/rentals/${id}/contract/signature`, {
    accept: true,
    sha256: await kit.contractSha256(user, id),
  });
  kit.paymentOf(await kit.pay(user, id, { paymentType: 'PIX' }));
  for (const row of await kit.paymentRows(id))
    expect((await call(user, 'POST', `/api/payments/${row.id}/sandbox/confirm`)).statusCode).toBe(200);
  await kit.settle();
  return id;
}
