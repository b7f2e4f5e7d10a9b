import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import type { TestAccount } from '../admin/admin-test-support.ts';
import type { paymentsTestKit } from './payment-test-support.ts';

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
