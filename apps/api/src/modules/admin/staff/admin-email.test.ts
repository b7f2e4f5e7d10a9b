import { auditListResponseSchema, staffPermissions } from '@estadia/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, randomIp, signUpUser } from '../../../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../../../../test/helpers.ts';
import { buildApp } from '../../../app.ts';

// ADMIN_EMAIL and ADMIN_PASSWORD, applied at every start: each restart below is a second app built on
// the same database, as a restarted server would be.

const ROOT = { email: 'root@estadia.example', password: 'uma senha bem longa' };
let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  testApp = await createTestApp({ env: { PUBLIC_URL: 'https://estadia.example', ...env } });
  return testApp;
}

/** Starts the server again on the same database with ADMIN_EMAIL set; answers the warnings it logged. */
async function restart(admin: { email: string; password: string }): Promise<string[]> {
  const lines: string[] = [];
  const app = await buildApp({
    config: { ...testApp!.config, admin, logLevel: 'warn' },
    db: testApp!.db,
    passwordHasher: TEST_PASSWORD_HASHER,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  await app.backgroundTasks.drain();
  await app.close();
  return lines;
}

const inject = (payload: { url: string; method?: 'GET' | 'POST' | 'PATCH'; body?: object; token?: string }) =>
  testApp!.app.inject({
    method: payload.method ?? 'GET',
    url: payload.url,
    remoteAddress: randomIp(),
    ...(payload.body ? { payload: payload.body } : {}),
    ...(payload.token ? { headers: bearer(payload.token) } : {}),
  });

async function login(email: string, password: string) {
  const response = await inject({ method: 'POST', url: '/api/auth/login', body: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token: string; user: { id: string; permissions: unknown[] } };
}

async function audit(token: string, userId: string) {
  const response = await inject({ url: `/api/admin/audit?target=user:${userId}&pageSize=50`, token });
  expect(response.statusCode, response.body).toBe(200);
  return auditListResponseSchema.parse(response.json()).items.reverse();
}

async function invitationCode(email: string, page: string): Promise<string> {
  const rows = await testApp!.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  const match = new RegExp(`/admin/${page}\\?codigo=([A-Za-z0-9_-]+)`).exec(rows[0]?.text_body ?? '');
  expect(match, rows[0]?.text_body).not.toBeNull();
  return match![1]!;
}

describe('ADMIN_EMAIL at start-up', () => {
  it('creates the administrator once, however often the server starts, and audits it', async () => {
    await start({ ADMIN_EMAIL: 'Root@Estadia.example', ADMIN_PASSWORD: ROOT.password });
    await restart(ROOT);
    const root = await login(ROOT.email, ROOT.password);
    expect(root.user.permissions).toEqual(staffPermissions('ADMIN'));
    const entries = await audit(root.token, root.user.id);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.details.outcome])).toEqual([
      ['staff.admin_email', { id: null, email: 'sistema (ADMIN_EMAIL)' }, 'created'],
    ]);
  });

  it('keeps a demotion by staff at every restart, and the log says who demoted and when', async () => {
    await start({ ADMIN_EMAIL: ROOT.email, ADMIN_PASSWORD: ROOT.password });
    const root = await login(ROOT.email, ROOT.password);
    // A second administrator, invited and accepted through the API.
    const partner = 'socia@estadia.example';
    const invited = await inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      token: root.token,
      body: { name: 'Sócia', email: partner, role: 'ADMIN' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const code = await invitationCode(partner, 'definir-senha');
    const accepted = await inject({
      method: 'POST',
      url: '/api/admin/staff/invitations/accept',
      body: { code, password: 'senha da sócia' },
    });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const socia = await login(partner, 'senha da sócia');
    const demoted = await inject({
      method: 'PATCH',
      url: `/api/admin/staff/${root.user.id}`,
      token: socia.token,
      body: { role: 'FINANCE' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);

    for (let again = 0; again < 2; again += 1) {
      const lines = (await restart(ROOT)).map((line) => JSON.parse(line));
      const warning = lines.find((line) => /staff demoted: not re-granted/.test(line.msg));
      expect(warning, JSON.stringify(lines)).toMatchObject({ userId: root.user.id, loweredBy: partner });
      expect(new Date(warning.loweredAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    const after = await login(ROOT.email, ROOT.password);
    expect(after.user.permissions).toEqual(staffPermissions('FINANCE'));
    expectForbidden(await inject({ url: '/api/admin/staff', token: after.token }));
    const entries = await audit(socia.token, root.user.id);
    expect(entries.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['staff.admin_email', 'sistema (ADMIN_EMAIL)'],
      ['staff.update_role', partner],
    ]);
    expect(entries[1]!.details).toMatchObject({ before: 'ADMIN', after: 'FINANCE' });

    // Restored by staff, and demoted again: the latest lowering is the one the log names.
    await inject({
      method: 'PATCH',
      url: `/api/admin/staff/${root.user.id}`,
      token: socia.token,
      body: { role: 'ADMIN' },
    });
    expect((await restart(ROOT)).some((line) => /not re-granted/.test(line))).toBe(false);
  });

  it('invites an existing customer account instead of promoting it; the ADMIN role only once accepted', async () => {
    await start();
    const customer = await signUpUser(testApp!.app, { email: 'gerente@estadia.example' });
    const lines = await restart({ email: customer.email, password: 'a senha do servidor' });
    expect(lines.some((line) => line.includes('an invitation was e-mailed'))).toBe(true);
    // Nothing granted: the session and a new login alike are refused by the back-office.
    expectForbidden(await inject({ url: '/api/admin/staff', token: customer.token }));
    expectForbidden(
      await inject({
        url: '/api/admin/staff',
        token: (await login(customer.email, customer.password)).token,
      }),
    );
    // The server's password does not open the account: it keeps its own.
    const wrong = await inject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: customer.email, password: 'a senha do servidor' },
    });
    expect(wrong.statusCode).toBe(401);
    // A restart while the invitation is open sends no other.
    const code = await invitationCode(customer.email, 'aceitar-convite');
    await restart({ email: customer.email, password: 'a senha do servidor' });
    expect(await invitationCode(customer.email, 'aceitar-convite')).toBe(code);

    const accepted = await inject({
      method: 'POST',
      url: '/api/admin/staff/invitations/accept',
      body: { code, password: customer.password },
    });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const admin = await login(customer.email, customer.password);
    expect(admin.user.permissions).toEqual(expect.arrayContaining(staffPermissions('ADMIN')));
    const entries = await audit(admin.token, admin.user.id);
    expect(entries.map((entry) => [entry.action, entry.details.outcome ?? null])).toEqual([
      ['staff.admin_email', 'invited'],
      ['staff.accept', null],
    ]);
    await restart({ email: customer.email, password: 'a senha do servidor' });
    expect((await audit(admin.token, admin.user.id)).length).toBe(2);
  });

  it('gives a staff member with a narrower role (never lowered by staff) the ADMIN role, audited', async () => {
    await start();
    const member = await signUpUser(testApp!.app, { email: 'dona@estadia.example' });
    await testApp!.db
      .updateTable('users')
      .set({ permissions: JSON.stringify(staffPermissions('FINANCE')) })
      .where('email', '=', member.email)
      .execute();
    await restart({ email: member.email, password: 'outra senha qualquer' });
    const session = await login(member.email, member.password);
    expect(session.user.permissions).toEqual(staffPermissions('ADMIN'));
    const entries = await audit(session.token, session.user.id);
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['staff.admin_email', { email: member.email, outcome: 'promoted', before: 'FINANCE', after: 'ADMIN' }],
    ]);
  });

  it('never re-grants access staff revoked, on any restart, nor invites the account again', async () => {
    await start();
    const former = await signUpUser(testApp!.app, { email: 'ex-admin@estadia.example' });
    const { id } = await testApp!.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', former.email)
      .executeTakeFirstOrThrow();
    await testApp!.db
      .insertInto('audit_log')
      .values({
        at: new Date('2026-11-20T15:00:00Z'),
        actor_id: null,
        actor_email: 'socia@estadia.example',
        action: 'staff.revoke',
        target: `user:${id}`,
        ip: null,
        details: JSON.stringify({ email: former.email, role: 'ADMIN' }),
      })
      .execute();
    for (let again = 0; again < 2; again += 1) {
      const lines = (await restart({ email: former.email, password: 'x'.repeat(12) })).map((line) =>
        JSON.parse(line),
      );
      expect(lines.find((line) => /staff revoked: not re-granted/.test(line.msg))).toMatchObject({
        userId: id,
        loweredBy: 'socia@estadia.example',
        loweredAt: '2026-11-20T15:00:00.000Z',
      });
    }
    expectForbidden(await inject({ url: '/api/admin/staff', token: former.token }));
    const mails = await testApp!.db.selectFrom('outbox').select('id').where('to_address', '=', former.email);
    expect(await mails.execute()).toEqual([]);
  });

  it('without ADMIN_EMAIL, no administrator exists', async () => {
    await start();
    expect(await testApp!.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});

function expectForbidden(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(403);
}
