import {
  type StaffMember,
  staffListResponseSchema,
  staffMemberSchema,
  staffPermissions,
} from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp, type TestUser } from '../../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';

// Staff invited by an administrator, with a role; role changes and revocations apply at once.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let admin: TestAccount;
let bookings: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: 'https://estadia.example' } });
  admin = await kit.staff('ADMIN', 'Ana Administradora');
  bookings = await kit.staff('BOOKINGS');
});

afterAll(async () => {
  await testApp?.close();
});

function invite(body: object, user: TestAccount = admin) {
  return call(user, 'POST', '/api/admin/staff/invitations', body);
}

function accept(code: string, password: string, ip = randomIp()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/staff/invitations/accept',
    remoteAddress: ip,
    payload: { code, password },
  });
}

function login(email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomIp(),
    payload: { email, password },
  });
}

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

function codeIn(text: string): string {
  const match = /https:\/\/estadia\.example\/admin\/definir-senha\?codigo=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

function memberOf(
  response: { statusCode: number; body: string; json(): unknown },
  status = 200,
): StaffMember {
  expect(response.statusCode, response.body).toBe(status);
  return staffMemberSchema.parse(response.json());
}

describe('GET /api/admin/roles', () => {
  it('lists the four roles with their Portuguese labels and permissions, to staff who read the staff', async () => {
    const response = await call(admin, 'GET', '/api/admin/roles');
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().items.map((role: { role: string; label: string }) => [role.role, role.label]),
    ).toEqual([
      ['ADMIN', 'Administração'],
      ['BOOKINGS', 'Reservas'],
      ['FINANCE', 'Financeiro'],
      ['FRONT_DESK', 'Recepção'],
    ]);
    expect(response.json().items[2].permissions).toEqual(staffPermissions('FINANCE'));
    expectError(await call(bookings, 'GET', '/api/admin/roles'), 403, 'MISSING_PERMISSIONS');
  });

  it('invites a receptionist with the front-desk role (the invitations accept it)', async () => {
    const invited = memberOf(
      await invite({ name: 'Rita Recepção', email: 'rita.recepcao@estadia.example', role: 'FRONT_DESK' }),
      201,
    );
    expect(invited).toMatchObject({ role: 'FRONT_DESK', roleLabel: 'Recepção', active: false });
  });
});

describe('inviting someone new', () => {
  it('creates the account with the role, e-mails a single-use link, and the password set with it logs in', async () => {
    const email = 'novo.financeiro@estadia.example';
    const invited = memberOf(
      await invite({ name: 'Nelson Financeiro', email: 'Novo.Financeiro@estadia.example', role: 'FINANCE' }),
      201,
    );
    expect(invited).toMatchObject({ email, role: 'FINANCE', roleLabel: 'Financeiro', active: false });
    expect(invited.invitedAt).toEqual(expect.any(String));
    expect(invited.joinedAt).toBeNull();
    // Nothing is granted before the invitation is accepted.
    expect(invited.permissions).toEqual([]);

    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Convite para a equipe da Estadia');
    expect(mail.text_body).toContain('Olá, Nelson!');
    expect(mail.text_body).toContain('com o perfil Financeiro');
    expect(mail.text_body).toContain('vale por 7 dias');
    const code = codeIn(mail.text_body);
    // Only a hash of the code is kept.
    const stored = await testApp.db
      .selectFrom('staff_invitations')
      .selectAll()
      .where('user_id', '=', invited.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);

    // No password works before the invitation is accepted.
    expectError(await login(email, 'qualquer senha longa'), 401, 'INVALID_CREDENTIALS');
    expectError(await accept(code, '12345678'), 400, 'WEAK_PASSWORD');
    const accepted = await accept(code, 'minha senha do financeiro');
    expect(accepted.statusCode, accepted.body).toBe(204);
    expectError(await accept(code, 'outra senha qualquer'), 400, 'INVALID_INVITATION');

    const session = await login(email, 'minha senha do financeiro');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.permissions).toEqual(staffPermissions('FINANCE'));
    const headers = bearer(session.json().token);
    expect((await testApp.app.inject({ url: '/api/admin/payments', headers })).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/api/admin/staff', headers })).statusCode).toBe(403);

    const listed = staffListResponseSchema.parse((await call(admin, 'GET', '/api/admin/staff')).json());
    const joined = listed.items.find((member) => member.id === invited.id);
    expect(joined).toMatchObject({ active: true, role: 'FINANCE', invitedAt: invited.invitedAt });
    expect(joined?.joinedAt).toEqual(expect.any(String));
    const audit = await testApp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `user:${invited.id}`)
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'staff.invite',
        actor_id: admin.id,
        details: { email, role: 'FINANCE', existingAccount: false },
      }),
      expect.objectContaining({
        action: 'staff.accept',
        actor_id: invited.id,
        details: { email, role: 'FINANCE', existingAccount: false },
      }),
    ]);
  });

  it('sends a pending invitation again with a new code (the old one stops working); refuses active staff', async () => {
    const email = 'pendente@estadia.example';
    memberOf(await invite({ name: 'Paula Pendente', email, role: 'BOOKINGS' }), 201);
    const first = codeIn((await lastMailTo(email)).text_body);
    const again = memberOf(await invite({ name: 'Paula Pendente', email, role: 'ADMIN' }), 201);
    expect(again.role).toBe('ADMIN');
    const second = codeIn((await lastMailTo(email)).text_body);
    expect(second).not.toBe(first);
    expectError(await accept(first, 'senha da paula pendente'), 400, 'INVALID_INVITATION');
    expect((await accept(second, 'senha da paula pendente')).statusCode).toBe(204);
    expectError(await invite({ name: 'Paula', email, role: 'BOOKINGS' }), 409, 'ALREADY_STAFF');
    expectError(await invite({ name: 'Ana', email: admin.email, role: 'BOOKINGS' }), 409, 'ALREADY_STAFF');
  });

  it('refuses an expired code, an unknown one, and too many tries from one address', async () => {
    const email = 'atrasado@estadia.example';
    const member = memberOf(await invite({ name: 'Atrasado', email, role: 'BOOKINGS' }), 201);
    const code = codeIn((await lastMailTo(email)).text_body);
    await testApp.db
      .updateTable('staff_invitations')
      .set({
        created_at: new Date(Date.now() - 8 * 86_400_000),
        expires_at: new Date(Date.now() - 86_400_000),
      })
      .where('user_id', '=', member.id)
      .execute();
    const expired = await accept(code, 'uma senha boa o bastante');
    expectError(expired, 400, 'INVALID_INVITATION');
    expect(expired.json().message).toBe('Convite inválido, já usado ou expirado. Peça um novo convite.');
    expectError(await accept('x'.repeat(43), 'uma senha boa o bastante'), 400, 'INVALID_INVITATION');
    expectValidationError(await accept('', 'curta'), ['code', 'password']);
    const ip = randomIp();
    for (let attempt = 0; attempt < 10; attempt += 1)
      await accept('y'.repeat(43), 'uma senha boa o bastante', ip);
    expectError(await accept('y'.repeat(43), 'uma senha boa o bastante', ip), 429, 'RATE_LIMITED');
  });

  it('checks the body and needs staff:write', async () => {
    expectValidationError(await invite({ name: 'A', email: 'não é e-mail', role: 'DONO' }), [
      'email',
      'name',
      'role',
    ]);
    expectError(
      await invite({ name: 'Bruno', email: 'bruno@estadia.example', role: 'ADMIN' }, bookings),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(
      await call(null, 'POST', '/api/admin/staff/invitations', {
        name: 'Bruno',
        email: 'b@e.com',
        role: 'ADMIN',
      }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('changing a role and revoking access', () => {
  let member: TestAccount;

  beforeAll(async () => {
    member = await kit.staff('FINANCE', 'Marcos Membro');
  });

  it('changes the role; the member’s open session follows at once', async () => {
    expect((await call(member, 'GET', '/api/admin/payments')).statusCode).toBe(200);
    const changed = memberOf(
      await call(admin, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'BOOKINGS' }),
    );
    expect(changed).toMatchObject({ role: 'BOOKINGS', permissions: staffPermissions('BOOKINGS') });
    expectError(await call(member, 'GET', '/api/admin/payments'), 403, 'MISSING_PERMISSIONS');
    expect((await call(member, 'GET', '/api/admin/blocks')).statusCode).toBe(200);
    const audit = await testApp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `user:${member.id}`)
      .where('action', '=', 'staff.update_role')
      .execute();
    expect(audit[0]!.details).toMatchObject({ before: 'FINANCE', after: 'BOOKINGS' });
  });

  it('refuses one’s own role, non-staff and unknown users, bad roles, and staff without staff:write', async () => {
    expectError(
      await call(admin, 'PATCH', `/api/admin/staff/${admin.id}`, { role: 'FINANCE' }),
      409,
      'STAFF_SELF_CHANGE',
    );
    const customer = await kit.customer();
    expectError(
      await call(admin, 'PATCH', `/api/admin/staff/${customer.id}`, { role: 'FINANCE' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(admin, 'PATCH', '/api/admin/staff/00000000-0000-4000-8000-000000000000', {
        role: 'FINANCE',
      }),
      404,
      'NOT_FOUND',
    );
    expectValidationError(await call(admin, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'DONO' }), [
      'role',
    ]);
    expectValidationError(await call(admin, 'PATCH', `/api/admin/staff/${member.id}`, {}), ['role']);
    expectError(
      await call(bookings, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'ADMIN' }),
      403,
      'MISSING_PERMISSIONS',
    );
  });

  it('revokes: every DASH entry goes, the sessions end, pending invitations close; the account stays', async () => {
    await testApp.db
      .updateTable('users')
      .set({ permissions: JSON.stringify([{ module: 'WEB' }, ...staffPermissions('BOOKINGS')]) })
      .where('id', '=', member.id)
      .execute();
    expectError(await call(admin, 'DELETE', `/api/admin/staff/${admin.id}`), 409, 'STAFF_SELF_CHANGE');
    expectError(await call(bookings, 'DELETE', `/api/admin/staff/${member.id}`), 403, 'MISSING_PERMISSIONS');
    const response = await call(admin, 'DELETE', `/api/admin/staff/${member.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expectError(await call(member, 'GET', '/api/admin/blocks'), 401, 'UNAUTHORIZED');
    const row = await testApp.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.permissions).toEqual([{ module: 'WEB' }]);
    const relogged = await login(member.email, member.password);
    expect(relogged.statusCode).toBe(200);
    expectError(
      await call({ headers: bearer(relogged.json().token) } as TestUser, 'GET', '/api/admin/blocks'),
      403,
      'MISSING_PERMISSIONS',
    );
    const listed = (await call(admin, 'GET', '/api/admin/staff'))
      .json()
      .items.map((each: { id: string }) => each.id);
    expect(listed).not.toContain(member.id);
    expectError(await call(admin, 'DELETE', `/api/admin/staff/${member.id}`), 404, 'NOT_FOUND');

    const email = 'revogado@estadia.example';
    const pending = memberOf(await invite({ name: 'Revogado', email, role: 'FINANCE' }), 201);
    const code = codeIn((await lastMailTo(email)).text_body);
    expect((await call(admin, 'DELETE', `/api/admin/staff/${pending.id}`)).statusCode).toBe(204);
    expectError(await accept(code, 'senha do revogado ok'), 400, 'INVALID_INVITATION');
    const actions = await testApp.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `user:${member.id}`)
      .orderBy('at')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual(['staff.update_role', 'staff.revoke']);
  });
});
