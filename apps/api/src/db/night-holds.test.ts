import type { RentalStatus } from '@estadia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest, stayRow } from '../../test/stays.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createMigrator } from './migrate.ts';
import type { ApartmentRow } from './schema.ts';

// The night_holds table and its triggers (decision 0006): every rental that holds nights and every
// block has exactly one row, so one exclusion constraint covers both kinds of holder.

let database: TestDatabase;
let userId: string;
let apartments: ApartmentRow[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  apartments = await database.db.selectFrom('apartments').selectAll().orderBy('number').limit(4).execute();
  userId = await insertGuest(database.db);
});

afterAll(async () => {
  await database.close();
});

function rent(apartment: ApartmentRow, start: string, end: string, status: RentalStatus) {
  return database.db
    .insertInto('rentals')
    .values(stayRow(apartment, { userId, start, end, status }))
    .returning('id')
    .executeTakeFirstOrThrow();
}

function block(apartment: ApartmentRow, start: string, end: string) {
  return database.db
    .insertInto('apartment_blocks')
    .values({ apartment_id: apartment.id, start_date: start, end_date: end, reason: 'Manutenção' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function holds(apartment: ApartmentRow) {
  const { rows } = await sql<{ start: string; end: string; kind: string }>`
    select lower(nights) as start, upper(nights) as end, case when rental_id is null then 'BLOCK' else 'RENTAL' end as kind
    from night_holds where apartment_id = ${apartment.id} order by lower(nights)`.execute(database.db);
  return rows;
}

async function errorOf(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; constraint?: string };
  }
  throw new Error('expected the statement to fail');
}

describe('night_holds', () => {
  it('follows a rental through its statuses and date changes', async () => {
    const apartment = apartments[0]!;
    const { id } = await rent(apartment, '2027-01-10', '2027-01-15', 'UNFINISHED');
    expect(await holds(apartment)).toEqual([]);
    await database.db
      .updateTable('rentals')
      .set({ status: 'WAITING_APPROVAL' })
      .where('id', '=', id)
      .execute();
    expect(await holds(apartment)).toEqual([{ start: '2027-01-10', end: '2027-01-15', kind: 'RENTAL' }]);
    await database.db.updateTable('rentals').set({ status: 'RENTED' }).where('id', '=', id).execute();
    await database.db.updateTable('rentals').set({ end_date: '2027-01-17' }).where('id', '=', id).execute();
    expect(await holds(apartment)).toEqual([{ start: '2027-01-10', end: '2027-01-17', kind: 'RENTAL' }]);
    await database.db.updateTable('rentals').set({ status: 'CANCELLED' }).where('id', '=', id).execute();
    expect(await holds(apartment)).toEqual([]);
  });

  it('refuses a block over a held night and a held night over a block (23P01), edge days allowed', async () => {
    const apartment = apartments[1]!;
    await rent(apartment, '2027-02-01', '2027-02-05', 'WAITING_FOR_PAYMENT');
    const overRental = await errorOf(block(apartment, '2027-02-04', '2027-02-08'));
    expect(overRental).toMatchObject({ code: '23P01', constraint: 'night_holds_no_shared_nights' });
    await block(apartment, '2027-02-05', '2027-02-08');
    const overBlock = await errorOf(rent(apartment, '2027-02-07', '2027-02-09', 'WAITING_APPROVAL'));
    expect(overBlock).toMatchObject({ code: '23P01', constraint: 'night_holds_no_shared_nights' });
    // A draft may overlap anything; sending it may not.
    const draft = await rent(apartment, '2027-02-06', '2027-02-07', 'UNFINISHED');
    const sent = await errorOf(
      database.db
        .updateTable('rentals')
        .set({ status: 'WAITING_APPROVAL' })
        .where('id', '=', draft.id)
        .execute(),
    );
    expect(sent.code).toBe('23P01');
    await expect(rent(apartment, '2027-02-08', '2027-02-10', 'RENTED')).resolves.toBeDefined();
    expect((await holds(apartment)).map((hold) => hold.kind)).toEqual(['RENTAL', 'BLOCK', 'RENTAL']);
  });

  it('frees the nights of a deleted block', async () => {
    const apartment = apartments[2]!;
    const { id } = await block(apartment, '2027-03-01', '2027-03-10');
    await database.db.deleteFrom('apartment_blocks').where('id', '=', id).execute();
    expect(await holds(apartment)).toEqual([]);
    await expect(rent(apartment, '2027-03-02', '2027-03-04', 'RENTED')).resolves.toBeDefined();
  });

  it('keeps the audit log append-only', async () => {
    const { id } = await database.db
      .insertInto('audit_log')
      .values({
        actor_email: 'a@b.com',
        action: 'block.create',
        target: 'block:x',
        at: new Date(),
        details: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await errorOf(database.db.deleteFrom('audit_log').where('id', '=', id).execute())).code).toBe(
      '42501',
    );
    expect(
      (
        await errorOf(
          database.db.updateTable('audit_log').set({ target: 'y' }).where('id', '=', id).execute(),
        )
      ).code,
    ).toBe('42501');
  });
});

describe('the migration', () => {
  it('holds the nights of the rentals that existed before it, and of none that did not hold nights', async () => {
    const database = await createTestDatabase({ seed: true });
    try {
      const migrator = createMigrator(database.db);
      const down = await migrator.migrateTo('202611240900-contracts-and-payments');
      expect(down.error).toBeUndefined();
      const guest = await insertGuest(database.db);
      const [first, second] = (await database.db.selectFrom('apartments').selectAll().limit(2).execute()) as [
        ApartmentRow,
        ApartmentRow,
      ];
      await database.db
        .insertInto('rentals')
        .values([
          stayRow(first, { userId: guest, start: '2027-05-01', end: '2027-05-04', status: 'RENTED' }),
          stayRow(first, { userId: guest, start: '2027-05-02', end: '2027-05-03', status: 'CANCELLED' }),
          stayRow(second, { userId: guest, start: '2027-05-01', end: '2027-05-09', status: 'UNFINISHED' }),
        ])
        .execute();
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      const { rows } = await sql<{ apartment_id: string; nights: string }>`
        select apartment_id, nights::text as nights from night_holds`.execute(database.db);
      expect(rows).toEqual([{ apartment_id: first.id, nights: '[2027-05-01,2027-05-04)' }]);
    } finally {
      await database.close();
    }
  });
});
