import { type Permission, roleOf, staffPermissions } from '@estadia/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../schema.ts';
import { ledgerArea } from './202611290950-ledger-area.ts';

// Accounts made on the old ADMIN or FINANCE preset gain the ledger area and are still that role; any
// other set of entries is someone's choice and stays as it is.

const LEDGER_READ: Permission = { module: 'DASH', controller: 'ledger', access: 'read' };
const LEDGER_WRITE: Permission = { module: 'DASH', controller: 'ledger', access: 'write' };
const withoutLedger = (entries: Permission[]) => entries.filter((entry) => entry.controller !== 'ledger');

let database: TestDatabase;
let db: Kysely<Database>;

async function userWith(email: string, permissions: Permission[]): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({ email, name: 'Equipe Estadia', password_hash: 'x', permissions: JSON.stringify(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function permissionsOf(id: string): Promise<Permission[]> {
  const row = await db
    .selectFrom('users')
    .select('permissions')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.permissions;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

describe('migration 202611290950: the ledger area', () => {
  it('gives ledger:read to old FINANCE accounts and ledger read/write to old ADMIN accounts only', async () => {
    const admin = await userWith('admin@example.com', withoutLedger(staffPermissions('ADMIN')).reverse());
    const finance = await userWith('financeiro@example.com', [
      { module: 'WEB' } as Permission,
      ...withoutLedger(staffPermissions('FINANCE')),
    ]);
    const mixed = await userWith('mista@example.com', [
      ...withoutLedger(staffPermissions('FINANCE')),
      { module: 'DASH', controller: 'audit', access: 'read' },
    ]);
    const bookings = await userWith('reservas@example.com', staffPermissions('BOOKINGS'));
    const customer = await userWith('cliente@example.com', [{ module: 'WEB' }]);
    expect(roleOf(await permissionsOf(finance))).toBeNull();

    await ledgerArea.up(db as unknown as Kysely<unknown>);

    const admins = await permissionsOf(admin);
    expect(admins).toEqual(expect.arrayContaining([LEDGER_READ, LEDGER_WRITE]));
    expect(roleOf(admins), JSON.stringify(admins)).toBe('ADMIN');
    const finances = await permissionsOf(finance);
    expect(finances).toContainEqual(LEDGER_READ);
    expect(finances).not.toContainEqual(LEDGER_WRITE);
    expect(finances).toContainEqual({ module: 'WEB' });
    expect(roleOf(finances), JSON.stringify(finances)).toBe('FINANCE');
    expect(await permissionsOf(mixed)).not.toContainEqual(LEDGER_READ);
    expect(await permissionsOf(bookings)).toEqual(staffPermissions('BOOKINGS'));
    expect(await permissionsOf(customer)).toEqual([{ module: 'WEB' }]);

    await ledgerArea.down(db as unknown as Kysely<unknown>);
    expect(await permissionsOf(finance)).not.toContainEqual(LEDGER_READ);
    expect(await permissionsOf(customer)).toEqual([{ module: 'WEB' }]);
  });
});
