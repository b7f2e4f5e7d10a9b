import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { paymentsTestKit } from '../../modules/payments/payment-test-support.ts';
import { signerNameKept } from './202612020900-signer-name-kept.ts';

// A signature written before 202612010900 has no signer name of its own: it gets the account's name and CPF,
// once, and from then on every signature has its name.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

describe('migration 202612020900: every signature keeps its signer name', () => {
  it('names an older signature after its account, and every signature has a name from then on', async () => {
    const customer = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(customer);
    const db = testApp.db as unknown as Kysely<unknown>;
    await signerNameKept.down(db);
    // As the customer's rows were written before the fiança (past the append-only guard, as only a migration may).
    await sql`alter table contract_signatures disable trigger contract_signatures_no_change`.execute(db);
    await testApp.db
      .updateTable('contract_signatures')
      .set({ signer_name: null as unknown as string, signer_document: null })
      .where('rental_id', '=', rental.id)
      .execute();
    await sql`alter table contract_signatures enable trigger contract_signatures_no_change`.execute(db);

    await signerNameKept.up(db);

    const account = await testApp.db
      .selectFrom('users')
      .select(['name', 'cpf_or_cnpj'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const row = await testApp.db
      .selectFrom('contract_signatures')
      .select(['signer_name', 'signer_document'])
      .where('rental_id', '=', rental.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ signer_name: account.name, signer_document: account.cpf_or_cnpj });
    // Still append-only after it.
    await expect(
      testApp.db
        .updateTable('contract_signatures')
        .set({ signer_name: 'Outra Pessoa' })
        .where('rental_id', '=', rental.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    const columns = await sql<{ is_nullable: string }>`
      select is_nullable from information_schema.columns
      where table_name = 'contract_signatures' and column_name = 'signer_name'`.execute(db);
    expect(columns.rows).toEqual([{ is_nullable: 'NO' }]);
  });
});
