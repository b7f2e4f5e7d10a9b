import { staffPermissions } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomIp } from '../../../test/accounts.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { createPasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { ensureAdminUser } from './admin-seed.ts';

const hasher = createPasswordHasher({ cost: { N: 2 ** 10, r: 8, p: 1 } });
const logger = { info: () => {}, warn: () => {} };

describe('seed admin', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates the admin with the ADMIN role once, however often it runs', async () => {
    const admin = { email: 'Admin@Estadia.com.br', password: 'senha do administrador' };
    await ensureAdminUser(database.db, hasher, admin, logger);
    await ensureAdminUser(database.db, hasher, admin, logger);
    const rows = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'admin@estadia.com.br')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.permissions).toEqual(staffPermissions('ADMIN'));
    expect(await hasher.verify('senha do administrador', rows[0]!.password_hash)).toBe(true);
  });

  it('never promotes an existing customer account (sign-up does not verify e-mail), and says so', async () => {
    await database.db
      .insertInto('users')
      .values({
        email: 'gerente@estadia.com.br',
        password_hash: 'kept',
        name: 'Quem se cadastrou primeiro',
        permissions: '[{"module":"WEB"}]',
      })
      .execute();
    const warn = vi.fn();
    const outcome = await ensureAdminUser(
      database.db,
      hasher,
      { email: 'gerente@estadia.com.br', password: 'outra senha qualquer' },
      { ...logger, warn },
    );
    expect(outcome).toBe('refused-customer');
    const row = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'gerente@estadia.com.br')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe('kept');
    expect(row.permissions).toEqual([{ module: 'WEB' }]);
    expect(warn.mock.calls).toEqual([
      [expect.any(Object), expect.stringContaining('existing customer account: not promoted')],
    ]);
  });

  it('gives a staff member with a narrower role the ADMIN role, keeping the password', async () => {
    const email = 'dona@estadia.com.br';
    await database.db
      .insertInto('users')
      .values({
        email,
        password_hash: 'kept',
        name: 'Dona',
        permissions: JSON.stringify(staffPermissions('FINANCE')),
      })
      .execute();
    expect(await ensureAdminUser(database.db, hasher, { email, password: 'outra senha' }, logger)).toBe(
      'promoted',
    );
    const row = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.permissions).toEqual(staffPermissions('ADMIN'));
    expect(row.password_hash).toBe('kept');
    expect(await ensureAdminUser(database.db, hasher, { email, password: 'outra senha' }, logger)).toBe(
      'unchanged',
    );
  });

  it('never re-grants access staff revoked, on any restart, and says who revoked it', async () => {
    const email = 'ex-admin@estadia.com.br';
    const user = await database.db
      .insertInto('users')
      .values({ email, password_hash: 'kept', name: 'Ex-admin', permissions: '[{"module":"WEB"}]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('audit_log')
      .values({
        at: new Date('2026-11-20T15:00:00Z'),
        actor_id: null,
        actor_email: 'socia@estadia.com.br',
        action: 'staff.revoke',
        target: `user:${user.id}`,
        ip: null,
        details: JSON.stringify({ email, role: 'ADMIN' }),
      })
      .execute();
    const warn = vi.fn();
    for (let restart = 0; restart < 2; restart += 1)
      expect(
        await ensureAdminUser(database.db, hasher, { email, password: 'x'.repeat(12) }, { ...logger, warn }),
      ).toBe('refused-revoked');
    const row = await database.db
      .selectFrom('users')
      .select('permissions')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.permissions).toEqual([{ module: 'WEB' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]).toEqual([
      expect.objectContaining({ revokedBy: 'socia@estadia.com.br' }),
      expect.stringContaining('revoked: not re-granted'),
    ]);
  });
});

describe('the app with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('starts with an admin who can log in and holds the ADMIN role; without them, no admin exists', async () => {
    const withAdmin = await createTestApp({
      env: { ADMIN_EMAIL: 'root@estadia.com.br', ADMIN_PASSWORD: 'uma senha bem longa' },
    });
    try {
      const response = await withAdmin.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomIp(),
        payload: { email: 'root@estadia.com.br', password: 'uma senha bem longa' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.permissions).toEqual(staffPermissions('ADMIN'));
    } finally {
      await withAdmin.close();
    }
    const without = await createTestApp();
    try {
      const admins = await without.db.selectFrom('users').select('id').execute();
      expect(admins).toEqual([]);
    } finally {
      await without.close();
    }
  });
});
