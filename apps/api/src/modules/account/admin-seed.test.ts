import { staffPermissions } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/accounts.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { createPasswordHasher } from '../../lib/passwords/password-hasher.ts';
import { ensureAdminUser } from './admin-seed.ts';

const hasher = createPasswordHasher({ cost: { N: 2 ** 10, r: 8, p: 1 } });
const logger = { info: () => {} };

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

  it('gives an existing account the ADMIN role without touching its password or other permissions', async () => {
    await database.db
      .insertInto('users')
      .values({
        email: 'gerente@estadia.com.br',
        password_hash: 'kept',
        name: 'Gerente',
        permissions: '[{"module":"WEB"}]',
      })
      .execute();
    await ensureAdminUser(
      database.db,
      hasher,
      { email: 'gerente@estadia.com.br', password: 'outra senha qualquer' },
      logger,
    );
    const row = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'gerente@estadia.com.br')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe('kept');
    expect(row.permissions).toEqual([{ module: 'WEB' }, ...staffPermissions('ADMIN')]);
  });

  it('gives the ADMIN role back to an account that lost it (a narrower role, a revocation)', async () => {
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
    await ensureAdminUser(database.db, hasher, { email, password: 'outra senha qualquer' }, logger);
    const row = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.permissions).toEqual(staffPermissions('ADMIN'));
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
