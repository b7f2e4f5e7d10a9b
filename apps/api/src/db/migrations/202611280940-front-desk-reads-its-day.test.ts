import { type Permission, roleOf, staffPermissions } from '@estadia/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../schema.ts';
import { frontDeskReadsItsDay } from './202611280940-front-desk-reads-its-day.ts';

// Accounts made on the old FRONT_DESK preset (with rentals:read) become the new preset; any other set of
// entries is someone's choice and stays as it is.

const RENTALS_READ: Permission = { module: 'DASH', controller: 'rentals', access: 'read' };
const OLD_FRONT_DESK: Permission[] = [
  { module: 'DASH' },
  RENTALS_READ,
  { module: 'DASH', controller: 'calendar', access: 'read' },
  { module: 'DASH', controller: 'frontDesk', access: 'read' },
  { module: 'DASH', controller: 'frontDesk', access: 'write' },
];

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

describe('migration 202611280940: the front desk reads its day', () => {
  it('takes rentals:read from accounts on the old preset only, keeping their other entries', async () => {
    const old = await userWith(
      'recepcao@example.com',
      [{ module: 'WEB' } as Permission, ...OLD_FRONT_DESK].reverse(),
    );
    const mixed = await userWith('mista@example.com', [
      ...OLD_FRONT_DESK,
      { module: 'DASH', controller: 'payments', access: 'read' },
    ]);
    const bookings = await userWith('reservas@example.com', staffPermissions('BOOKINGS'));
    const customer = await userWith('cliente@example.com', [{ module: 'WEB' }]);

    await frontDeskReadsItsDay.up(db as unknown as Kysely<unknown>);

    const migrated = await permissionsOf(old);
    expect(migrated).not.toContainEqual(RENTALS_READ);
    expect(migrated).toContainEqual({ module: 'WEB' });
    expect(roleOf(migrated), JSON.stringify(migrated)).toBe('FRONT_DESK');
    expect(await permissionsOf(mixed)).toContainEqual(RENTALS_READ);
    expect(await permissionsOf(bookings)).toEqual(staffPermissions('BOOKINGS'));
    expect(await permissionsOf(customer)).toEqual([{ module: 'WEB' }]);
  });
});
