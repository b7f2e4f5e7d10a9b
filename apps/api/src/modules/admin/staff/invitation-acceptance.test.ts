import { auditListResponseSchema, staffMemberSchema, staffPermissions } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp } from '../../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { adminKit, expectError, type TestAccount } from '../admin-test-support.ts';

// Issue 28: an invitation to an address that already has an account (sign-up verifies no address, so
// its owner may be anyone) gives no back-office access until it is accepted from the e-mailed link,
// with the account's own password.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let admin: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: 'https://estadia.example' } });
  admin = await kit.staff('ADMIN', 'Ana Administradora');
});

afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, remoteAddress: randomIp(), payload, headers });
const accept = (code: string, password: string) =>
  post('/api/admin/staff/invitations/accept', { code, password });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const invite = (name: string, email: string, role: string) =>
  call(admin, 'POST', '/api/admin/staff/invitations', { name, email, role });

async function lastMailTo(email: string) {
  await testApp.app.backgroundTasks.drain();
  const rows = await testApp.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  return rows[0]!;
}

function linkCode(text: string, page: string): string {
  const match = new RegExp(`https://estadia\\.example/admin/${page}\\?codigo=([A-Za-z0-9_-]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

async function auditOf(userId: string) {
  const response = await call(admin, 'GET', `/api/admin/audit?target=user:${userId}&pageSize=50`);
  expect(response.statusCode, response.body).toBe(200);
  return auditListResponseSchema.parse(response.json()).items.reverse();
}

describe('an invitation to an existing account', () => {
  it('gives nothing until accepted with the link and the account’s password; then the role, fresh sessions and audit', async () => {
    const customer = await kit.customer('Claudia Cliente');
    const response = await invite('Outro Nome', customer.email, 'FINANCE');
    expect(response.statusCode, response.body).toBe(201);
    const pending = staffMemberSchema.parse(response.json());
    expect(pending).toMatchObject({
      id: customer.id,
      name: 'Claudia Cliente',
      role: 'FINANCE',
      roleLabel: 'Financeiro',
      active: false,
      joinedAt: null,
    });
    expect(pending.permissions.some((entry) => entry.module === 'DASH')).toBe(false);
    // The open session and a fresh login alike: no back-office yet.
    expectError(await call(customer, 'GET', '/api/admin/payments'), 403, 'MISSING_PERMISSIONS');
    const before = await login(customer.email, customer.password);
    expect(before.statusCode).toBe(200);
    expectError(
      await testApp.app.inject({ url: '/api/admin/payments', headers: bearer(before.json().token) }),
      403,
      'MISSING_PERMISSIONS',
    );
    const listed = (await call(admin, 'GET', '/api/admin/staff')).json().items;
    expect(listed.find((member: { id: string }) => member.id === customer.id)).toMatchObject({
      active: false,
      role: 'FINANCE',
    });

    const mail = await lastMailTo(customer.email);
    expect(mail.subject).toBe('Convite para a equipe da Estadia');
    expect(mail.text_body).toContain('confirmando com a senha que você já usa');
    expect(mail.text_body).not.toContain('definir-senha');
    const code = linkCode(mail.text_body, 'aceitar-convite');

    const wrong = await accept(code, 'não é a senha dela');
    expectError(wrong, 400, 'WRONG_PASSWORD');
    expect(wrong.json().message).toContain('Esqueci minha senha');
    expectError(await call(customer, 'GET', '/api/admin/payments'), 403, 'MISSING_PERMISSIONS');

    const accepted = await accept(code, customer.password);
    expect(accepted.statusCode, accepted.body).toBe(204);
    expectError(await accept(code, customer.password), 400, 'INVALID_INVITATION');
    // Sessions opened before the proof end; the password is the one the account had.
    expectError(await call(customer, 'GET', '/api/admin/payments'), 401, 'UNAUTHORIZED');
    const after = await login(customer.email, customer.password);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().user.permissions).toEqual(expect.arrayContaining(staffPermissions('FINANCE')));
    const headers = bearer(after.json().token);
    expect((await testApp.app.inject({ url: '/api/admin/payments', headers })).statusCode).toBe(200);

    const member = (await call(admin, 'GET', '/api/admin/staff'))
      .json()
      .items.find((each: { id: string }) => each.id === customer.id);
    expect(member).toMatchObject({ active: true, role: 'FINANCE', joinedAt: expect.any(String) });
    const audit = await auditOf(customer.id);
    expect(audit.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['staff.invite', admin.email],
      ['staff.accept', customer.email],
    ]);
    expect(audit[0]!.details).toMatchObject({ role: 'FINANCE', existingAccount: true });
    expect(audit[1]!.details).toMatchObject({ role: 'FINANCE', existingAccount: true });
  });

  it('cannot be taken by whoever signed up with someone else’s address; the address’s owner gets it after a reset', async () => {
    // The attacker registered maria's address first and knows that account's password.
    const attacker = await kit.customer('Maria Gerente');
    expect((await invite('Maria Gerente', attacker.email, 'ADMIN')).statusCode).toBe(201);
    expectError(await call(attacker, 'GET', '/api/admin/staff'), 403, 'MISSING_PERMISSIONS');
    // Without the link (only the address's mailbox has it), no code they can make up is accepted.
    expectError(await accept('a'.repeat(43), attacker.password), 400, 'INVALID_INVITATION');
    // A code of an invitation of their own (to an address they do control) is not this account's either.
    const own = `atacante.${Date.now()}@exemplo.com.br`;
    expect((await invite('Atacante', own, 'BOOKINGS')).statusCode).toBe(201);
    const ownCode = linkCode((await lastMailTo(own)).text_body, 'definir-senha');
    expect((await accept(ownCode, 'senha nova do atacante')).statusCode).toBe(204);
    expectError(await call(attacker, 'GET', '/api/admin/staff'), 403, 'MISSING_PERMISSIONS');

    // Maria reads her mailbox: the link is there, but the account's password is the attacker's.
    const code = linkCode((await lastMailTo(attacker.email)).text_body, 'aceitar-convite');
    expectError(await accept(code, 'a senha que maria usaria'), 400, 'WRONG_PASSWORD');
    // She resets it through the same mailbox, which ends the attacker's session, then accepts.
    expect((await post('/api/auth/request_password_reset', { email: attacker.email })).statusCode).toBe(204);
    const reset = /codigo=([A-Za-z0-9_-]+)/.exec((await lastMailTo(attacker.email)).text_body)![1]!;
    const resetResponse = await post('/api/auth/reset_password', {
      passwordResetCode: reset,
      password: 'a senha que maria escolheu',
    });
    expect(resetResponse.statusCode, resetResponse.body).toBeLessThan(300);
    expect((await accept(code, 'a senha que maria escolheu')).statusCode).toBe(204);

    expectError(await call(attacker, 'GET', '/api/admin/staff'), 401, 'UNAUTHORIZED');
    expectError(await login(attacker.email, attacker.password), 401, 'INVALID_CREDENTIALS');
    const maria = await login(attacker.email, 'a senha que maria escolheu');
    expect(
      (await testApp.app.inject({ url: '/api/admin/staff', headers: bearer(maria.json().token) })).statusCode,
    ).toBe(200);
  });

  it('can have its role changed or be cancelled before it is accepted, without touching the customer', async () => {
    const customer = await kit.customer('Roberto Reservas');
    expect((await invite('Roberto', customer.email, 'ADMIN')).statusCode).toBe(201);
    const changed = await call(admin, 'PATCH', `/api/admin/staff/${customer.id}`, { role: 'BOOKINGS' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'BOOKINGS', active: false });
    const code = linkCode((await lastMailTo(customer.email)).text_body, 'aceitar-convite');
    expect((await accept(code, customer.password)).statusCode).toBe(204);
    const session = await login(customer.email, customer.password);
    expect(session.json().user.permissions).toEqual(expect.arrayContaining(staffPermissions('BOOKINGS')));
    expect(session.json().user.permissions).not.toEqual(expect.arrayContaining(staffPermissions('ADMIN')));

    const other = await kit.customer('Sônia Suspensa');
    expect((await invite('Sônia', other.email, 'FINANCE')).statusCode).toBe(201);
    const otherCode = linkCode((await lastMailTo(other.email)).text_body, 'aceitar-convite');
    expect((await call(admin, 'DELETE', `/api/admin/staff/${other.id}`)).statusCode).toBe(204);
    expectError(await accept(otherCode, other.password), 400, 'INVALID_INVITATION');
    // Still a customer, still signed in.
    expect((await call(other, 'GET', '/api/me')).statusCode).toBe(200);
    const listed = (await call(admin, 'GET', '/api/admin/staff')).json().items;
    expect(listed.map((each: { id: string }) => each.id)).not.toContain(other.id);
    expect((await auditOf(other.id)).map((entry) => entry.action)).toEqual(['staff.invite', 'staff.revoke']);
  });
});
