import type { RentalStatus } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest, stayRow } from '../../../test/stays.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { embeddedDatabaseWrites } from '../../db/connection.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { databaseHeldNights, EmbeddedHeldNights, type HeldNights } from './held-nights.ts';

// The same questions on both sources: the in-memory copy of the embedded database (PGlite runs) and
// the queries of a PostgreSQL server (TEST_DATABASE_URL runs). Rows are written straight to the
// database here, as any code path would, to show the copy needs no cooperation from the writers.

let database: TestDatabase;
let heldNights: HeldNights;
let userId: string;
let apartments: ApartmentRow[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const writes = embeddedDatabaseWrites(database.db);
  expect(writes !== undefined).toBe(database.kind === 'pglite');
  heldNights = writes ? new EmbeddedHeldNights(database.db, writes) : databaseHeldNights(database.db);
  apartments = await database.db
    .selectFrom('apartments')
    .selectAll()
    .orderBy('block')
    .orderBy('floor')
    .orderBy('number')
    .limit(3)
    .execute();
  userId = await insertGuest(database.db);
});

afterAll(async () => {
  await database.close();
});

function rentalRow(apartment: ApartmentRow, start: string, end: string, status: RentalStatus) {
  return stayRow(apartment, { userId, start, end, status });
}

function rent(apartment: ApartmentRow, start: string, end: string, status: RentalStatus = 'RENTED') {
  return database.db
    .insertInto('rentals')
    .values(rentalRow(apartment, start, end, status))
    .execute();
}

/** Whether the apartment is free on every night of [start, end), asked both ways the catalogue asks. */
async function free(apartment: ApartmentRow, start: string, end: string): Promise<boolean> {
  const [ofModality, ofAll] = await Promise.all([
    heldNights.heldApartmentIds({ start, end }, apartment.modality_id),
    heldNights.heldApartmentIds({ start, end }),
  ]);
  expect(ofModality.has(apartment.id)).toBe(ofAll.has(apartment.id));
  return !ofAll.has(apartment.id);
}

describe('held nights', () => {
  it('answers every stay that holds nights, and only those, right after each write', async () => {
    const [apartment] = apartments as [ApartmentRow];
    expect(await heldNights.holdingStays(apartment.id, { start: '2028-01-01', end: '2028-02-01' })).toEqual(
      [],
    );
    await rent(apartment, '2028-01-10', '2028-01-15');
    await rent(apartment, '2028-01-15', '2028-01-17', 'WAITING_FOR_SIGNATURE');
    await rent(apartment, '2028-01-20', '2028-01-25', 'UNFINISHED');
    await rent(apartment, '2028-01-20', '2028-01-25', 'CANCELLED');
    expect(await heldNights.holdingStays(apartment.id, { start: '2028-01-01', end: '2028-02-01' })).toEqual([
      { start: '2028-01-10', end: '2028-01-15' },
      { start: '2028-01-15', end: '2028-01-17' },
    ]);
    // A window touching only the check-out day of a stay shares no night with it.
    expect(await heldNights.holdingStays(apartment.id, { start: '2028-01-17', end: '2028-01-30' })).toEqual(
      [],
    );
    expect(await free(apartment, '2028-01-05', '2028-01-10')).toBe(true);
    expect(await free(apartment, '2028-01-16', '2028-01-18')).toBe(false);
    expect(await free(apartment, '2028-01-17', '2028-01-20')).toBe(true);

    await database.db
      .updateTable('rentals')
      .set({ status: 'CANCELLED' })
      .where('apartment_id', '=', apartment.id)
      .where('start_date', '=', '2028-01-15')
      .execute();
    expect(await free(apartment, '2028-01-16', '2028-01-18')).toBe(true);
  });

  it('never answers the nights of a transaction that rolls back, even when asked during it', async () => {
    const [, apartment] = apartments as [ApartmentRow, ApartmentRow];
    let askedDuring: Promise<boolean> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('rentals')
          .values(rentalRow(apartment, '2028-03-01', '2028-03-05', 'RENTED'))
          .execute();
        askedDuring = free(apartment, '2028-03-02', '2028-03-03');
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await askedDuring).toBe(true);
    expect(await free(apartment, '2028-03-02', '2028-03-03')).toBe(true);
  });

  it('answers concurrent questions consistently with the writes awaited before each', async () => {
    const [, , apartment] = apartments as [ApartmentRow, ApartmentRow, ApartmentRow];
    const answers: Promise<boolean>[] = [];
    for (let month = 4; month <= 9; month += 1) {
      const start = `2028-0${month}-01`;
      const end = `2028-0${month}-05`;
      const ask = () => heldNights.heldApartmentIds({ start, end }).then((held) => !held.has(apartment.id));
      answers.push(ask());
      await rent(apartment, start, end);
      answers.push(ask());
    }
    const results = await Promise.all(answers);
    // Each question asked after its write sees it (the ones before may or may not).
    for (let index = 1; index < results.length; index += 2) expect(results[index]).toBe(false);
    // Another modality's question leaves this apartment out.
    const other = await database.db
      .selectFrom('modalities')
      .select('id')
      .where('id', '!=', apartment.modality_id)
      .executeTakeFirstOrThrow();
    const interval = { start: '2028-06-02', end: '2028-06-03' };
    expect((await heldNights.heldApartmentIds(interval)).has(apartment.id)).toBe(true);
    expect((await heldNights.heldApartmentIds(interval, other.id)).has(apartment.id)).toBe(false);
  });
});
