import { addDays, todayIso } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Shared by the stay and front-desk tests: a submitted rental brought straight to a paid stay on chosen
// days (as the payments module would after the first charge), and a valid guest.

/** The rental RENTED from `startInDays` (Brasília days from today) for `nights`, with `carSpots` common spots. */
export async function makeRented(
  db: Kysely<Database>,
  rentalId: string,
  options: { startInDays: number; nights: number; carSpots?: number },
): Promise<void> {
  const start = addDays(todayIso(), options.startInDays);
  await db
    .updateTable('rentals')
    .set({
      status: 'RENTED',
      start_date: start,
      end_date: addDays(start, options.nights),
      common_car_spots: options.carSpots ?? 0,
      approved_at: new Date(),
      signed_at: new Date(),
      paid_at: new Date(),
    })
    .where('id', '=', rentalId)
    .execute();
}

export const GUEST = {
  name: 'Ana Beatriz Souza',
  birthdate: '1990-05-12',
  document: { type: 'CPF', number: '529.982.247-25' },
  phone: '(34) 99876-5432',
} as const;

export const CHILD = {
  name: 'Pedro Souza',
  birthdate: '2016-02-03',
  document: { type: 'RG', number: 'MG-23.456.789' },
} as const;

export const VISITOR = {
  name: 'John Smith',
  birthdate: '1985-11-30',
  document: { type: 'PASSPORT', number: 'AB1234567' },
} as const;
