import type { Project, RentalStatus } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { ApartmentRow, Database, NewRental } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The app on the seeded catalogue, its projects as GET /api/projects lists them, and a guest's id. */
export async function createSeededCatalogApp(): Promise<{
  testApp: TestApp;
  projects: Project[];
  guestId: string;
}> {
  const testApp = await createTestApp({ seed: true });
  const list = await testApp.app.inject({ method: 'GET', url: '/api/projects' });
  return { testApp, projects: list.json().items, guestId: await insertGuest(testApp.db) };
}

/** A user to own the stays a test writes straight into the database; returns their id. */
export async function insertGuest(db: Kysely<Database>, email = 'hospede@example.com'): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({ email, password_hash: 'x', name: 'Hóspede' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface TestStay {
  userId: string;
  start: string;
  end: string;
  status: RentalStatus;
}

/** The row of a rental of `stay` on `apartment`, for tests that write rentals straight to the database. */
export function stayRow(apartment: ApartmentRow, stay: TestStay): NewRental {
  return {
    user_id: stay.userId,
    apartment_id: apartment.id,
    modality_id: apartment.modality_id,
    project_id: apartment.project_id,
    start_date: stay.start,
    end_date: stay.end,
    status: stay.status,
  };
}

/**
 * One rental of `status` from `start` to `end` (check-out) on each apartment, without going through the
 * booking rules: for tests of what the catalogue reads see.
 */
export async function insertStays(
  db: Kysely<Database>,
  stay: TestStay & { apartmentIds: string[] },
): Promise<void> {
  const apartments = await db
    .selectFrom('apartments')
    .selectAll()
    .where('id', 'in', stay.apartmentIds)
    .execute();
  await db
    .insertInto('rentals')
    .values(apartments.map((apartment) => stayRow(apartment, stay)))
    .execute();
}
