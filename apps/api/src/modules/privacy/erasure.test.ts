import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { retentionListResponseSchema, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { grantPermissions } from '../rentals/rental-test-support.ts';
import { privacyKit } from './privacy-test-support.ts';

let testApp: TestApp;
const kit = privacyKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

const userRow = (id: string) =>
  testApp.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const storedFile = (fileName: string) =>
  access(join(testApp.config.dataDir, 'uploads', fileName)).then(
    () => true,
    () => false,
  );

function expectError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
}

const login = (email: string, password: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomIp(),
    payload: { email, password },
  });

describe('DELETE /api/me', () => {
  it('refuses a wrong password (400 WRONG_PASSWORD) and changes nothing', async () => {
    const { user, rental, rgFile } = await kit.customerWithStay();
    await kit.finish(rental.id);
    const before = await userRow(user.id);
    const response = await kit.call(user, 'DELETE', '/api/me', { password: 'não é a senha' });
    expectError(response, 400, 'WRONG_PASSWORD');
    expect(response.json().issues).toEqual([{ path: 'password', message: 'A senha está incorreta.' }]);
    expect(await userRow(user.id)).toEqual(before);
    expect((await kit.call(user, 'GET', '/api/me')).statusCode).toBe(200);
    expect(await storedFile(rgFile)).toBe(true);
    expect(await testApp.db.selectFrom('data_retention').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
  });

  it('needs a password at all (400 VALIDATION_ERROR) and a login (401)', async () => {
    const user = await kit.customer();
    expectError(await kit.call(user, 'DELETE', '/api/me', {}), 400, 'VALIDATION_ERROR');
    expect((await kit.call(null, 'DELETE', '/api/me', { password: 'x' })).statusCode).toBe(401);
  });

  it('limits password tries like the password change (429 after 5)', async () => {
    const user = await kit.customer();
    for (let attempt = 0; attempt < 5; attempt++) {
      expectError(await kit.call(user, 'DELETE', '/api/me', { password: 'errada' }), 400, 'WRONG_PASSWORD');
    }
    const limited = await kit.call(user, 'DELETE', '/api/me', { password: user.password });
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await userRow(user.id)).deleted_at).toBeNull();
  });

  it('refuses while a stay is not over (409 ACCOUNT_HAS_ACTIVE_STAY), and while a charge is open', async () => {
    const { user, rental } = await kit.customerWithStay();
    const active = await kit.call(user, 'DELETE', '/api/me', { password: user.password });
    expectError(active, 409, 'ACCOUNT_HAS_ACTIVE_STAY');
    expect(active.json().message).toContain('locação em andamento');
    await kit.finish(rental.id);
    // A charge left pending on a finished stay is still money owed.
    await testApp.db
      .updateTable('payments')
      .set({ status: 'PENDING' })
      .where('rental_id', '=', rental.id)
      .execute();
    const owed = await kit.call(user, 'DELETE', '/api/me', { password: user.password });
    expectError(owed, 409, 'ACCOUNT_HAS_ACTIVE_STAY');
    expect(owed.json().message).toContain('cobrança em aberto');
    await testApp.db
      .updateTable('payments')
      .set({ status: 'REFUND_PENDING', refund_requested_at: new Date() })
      .where('rental_id', '=', rental.id)
      .execute();
    const refund = await kit.call(user, 'DELETE', '/api/me', { password: user.password });
    expectError(refund, 409, 'ACCOUNT_HAS_ACTIVE_STAY');
    expect(refund.json().message).toContain('reembolso');
    expect((await userRow(user.id)).deleted_at).toBeNull();
  });

  it('refuses a staff account with a clear message (409 ACCOUNT_IS_STAFF)', async () => {
    const user = await kit.customer();
    await grantPermissions(testApp.db, user.id, [{ module: 'DASH' }]);
    expectError(
      await kit.call(user, 'DELETE', '/api/me', { password: user.password }),
      409,
      'ACCOUNT_IS_STAFF',
    );
  });

  it('erases the account: sessions end, login fails, personal data gone, contract and payments kept', async () => {
    const { user, rental, rgFile } = await kit.customerWithStay();
    const other = await kit.customerWithStay();
    await kit.finish(rental.id);
    const otherBefore = await userRow(other.user.id);
    const paymentsBefore = await kit.paymentRows(rental.id);

    const response = await kit.call(user, 'DELETE', '/api/me', { password: user.password });
    expect(response.statusCode, response.body).toBe(204);
    await testApp.app.jobQueue.drain();

    expect((await kit.call(user, 'GET', '/api/me')).statusCode).toBe(401);
    expectError(await login(user.email, user.password), 401, 'INVALID_CREDENTIALS');

    const row = await userRow(user.id);
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(row.email).toBe(`conta-excluida+${user.id}@estadia.invalid`);
    expect(row.name).toBe('Conta excluída');
    expect(row).toMatchObject({
      phone: null,
      birthdate: null,
      rg: null,
      cpf_or_cnpj: null,
      fathers_full_name: null,
      mothers_full_name: null,
      cpf_file_name: null,
      rg_file_name: null,
      address_street: null,
      address_post_code: null,
      address_city_name: null,
    });
    expect(await testApp.db.selectFrom('uploads').where('owner_id', '=', user.id).execute()).toEqual([]);
    expect(await storedFile(rgFile)).toBe(false);
    expect(
      await testApp.db.selectFrom('rental_occupants').where('rental_id', '=', rental.id).execute(),
    ).toEqual([]);
    const sessions = await testApp.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);

    // What the law makes us keep stays, with its basis recorded.
    expect(await kit.paymentRows(rental.id)).toEqual(paymentsBefore);
    const signature = await testApp.db
      .selectFrom('contract_signatures')
      .select(['user_id', 'email'])
      .where('rental_id', '=', rental.id)
      .executeTakeFirstOrThrow();
    expect(signature).toEqual({ user_id: user.id, email: user.email });
    const retention = await testApp.db
      .selectFrom('data_retention')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('subject')
      .execute();
    expect(retention.map((record) => [record.subject, record.reference])).toEqual([
      ['ACCESS_LOGS', `user:${user.id}`],
      ['CONTRACT', `rental:${rental.id}`],
      ['PAYMENTS', `rental:${rental.id}`],
    ]);
    const contract = retention.find((record) => record.subject === 'CONTRACT')!;
    expect(contract.legal_basis).toContain('Código Civil, art. 206');
    expect(contract.keep_until).toBe(`${Number(rental.endDate.slice(0, 4)) + 5}${rental.endDate.slice(4)}`);
    const payments = retention.find((record) => record.subject === 'PAYMENTS')!;
    expect(payments.legal_basis).toContain('CTN');
    expect(payments.keep_until).toBe(`${Number(todayIso().slice(0, 4)) + 6}-01-01`);
    expect(retention.find((record) => record.subject === 'ACCESS_LOGS')!.legal_basis).toContain('art. 15');

    const audit = await testApp.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target', '=', `user:${user.id}`)
      .execute();
    expect(audit).toContainEqual({ action: 'account.delete', actor_id: user.id });

    // Another customer's data is untouched.
    expect(await userRow(other.user.id)).toEqual(otherBefore);
    expect(await storedFile(other.rgFile)).toBe(true);
    expect((await kit.call(other.user, 'GET', '/api/me')).statusCode).toBe(200);

    // The address is free again: the person may come back with a new account.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: randomIp(),
      payload: { name: 'Maria da Silva', email: user.email, password: 'outra senha boa 2026' },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('GET /api/admin/data-retention', () => {
  it('shows what was kept to staff who read the audit log, and to nobody else', async () => {
    const { user, rental } = await kit.customerWithStay();
    await kit.finish(rental.id);
    expect((await kit.call(user, 'DELETE', '/api/me', { password: user.password })).statusCode).toBe(204);

    const customer = await kit.customer();
    expectError(await kit.call(customer, 'GET', '/api/admin/data-retention'), 403, 'MISSING_PERMISSIONS');
    const finance = await kit.customer();
    await grantPermissions(testApp.db, finance.id, [
      { module: 'DASH' },
      { module: 'DASH', controller: 'payments', access: 'read' },
    ]);
    expectError(await kit.call(finance, 'GET', '/api/admin/data-retention'), 403, 'MISSING_PERMISSIONS');

    const auditor = await kit.customer();
    await grantPermissions(testApp.db, auditor.id, [
      { module: 'DASH' },
      { module: 'DASH', controller: 'audit', access: 'read' },
    ]);
    const response = await kit.call(auditor, 'GET', `/api/admin/data-retention?userId=${user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = retentionListResponseSchema.parse(response.json());
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.subject).sort()).toEqual(['ACCESS_LOGS', 'CONTRACT', 'PAYMENTS']);
    expect(list.items.every((item) => item.userId === user.id && item.legalBasis.length > 20)).toBe(true);
  });
});
