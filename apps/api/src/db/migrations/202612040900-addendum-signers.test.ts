import { createHash } from 'node:crypto';
import { addDays } from '@estadia/domain';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { paymentsTestKit } from '../../modules/payments/payment-test-support.ts';
import { addendumSigners } from './202612040900-addendum-signers.ts';

// An addendum signed before 202612040900 was the customer's alone: its row becomes the TENANT's, named after the
// account, and the extensions asked before keep the customer as their one signer.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

describe('migration 202612040900: an addendum signed per signer', () => {
  it("keeps an older signature as the customer's, named after the account, and still append-only", async () => {
    const customer = await kit.customer();
    const rental = await kit.paidStay(customer, 4, 170);
    const created = await kit.call(customer, 'POST', `/api/rentals/${rental.id}/extensions`, {
      end: addDays(rental.endDate, 1),
    });
    const extensionId: string = created.json().id;
    const addendum = await kit.call(customer, 'GET', `/api/extensions/${extensionId}/addendum`);
    const signed = await kit.call(customer, 'POST', `/api/extensions/${extensionId}/signature`, {
      accept: true,
      sha256: createHash('sha256').update(addendum.rawPayload).digest('hex'),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const db = testApp.db as unknown as Kysely<unknown>;
    await addendumSigners.down(db);

    await addendumSigners.up(db);

    const account = await testApp.db
      .selectFrom('users')
      .select(['name', 'cpf_or_cnpj'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const rows = await testApp.db
      .selectFrom('extension_signatures')
      .select(['role', 'signer_name', 'signer_document'])
      .where('extension_id', '=', extensionId)
      .execute();
    expect(rows).toEqual([
      { role: 'TENANT', signer_name: account.name, signer_document: account.cpf_or_cnpj },
    ]);
    const extension = await testApp.db
      .selectFrom('rental_extensions')
      .select('guarantor_is_party')
      .where('id', '=', extensionId)
      .executeTakeFirstOrThrow();
    expect(extension.guarantor_is_party).toBe(false);
    await expect(
      testApp.db
        .updateTable('extension_signatures')
        .set({ signer_name: 'Outra Pessoa' })
        .where('extension_id', '=', extensionId)
        .execute(),
    ).rejects.toThrow(/append-only/);
    const columns = await sql<{ is_nullable: string }>`
      select is_nullable from information_schema.columns
      where table_name = 'extension_signatures' and column_name = 'signer_name'`.execute(db);
    expect(columns.rows).toEqual([{ is_nullable: 'NO' }]);
  });
});
