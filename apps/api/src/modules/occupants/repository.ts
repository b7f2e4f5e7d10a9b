import type { Occupant, OccupantDocumentType } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import type { RentalOccupantRow, RentalRow } from '../../db/schema.ts';

// The occupants' SQL: the people of a rental (rental_occupants) and the claim of the guests reminder.

export interface OccupantToSave {
  name: string;
  birthdate: string;
  document: { type: OccupantDocumentType; number: string };
  phone: string | null;
  isCustomer: boolean;
}

export function toOccupant(row: RentalOccupantRow): Occupant {
  return {
    id: row.id,
    name: row.name,
    birthdate: row.birthdate,
    document: { type: row.document_type, number: row.document_number },
    phone: row.phone,
    isCustomer: row.is_customer,
  };
}

/** The people of each rental, in the order the customer listed them. */
export async function findOccupantsOf(
  db: Executor,
  rentalIds: readonly string[],
): Promise<Map<string, Occupant[]>> {
  const byRental = new Map<string, Occupant[]>(rentalIds.map((id) => [id, []]));
  if (rentalIds.length === 0) return byRental;
  const rows = await db
    .selectFrom('rental_occupants')
    .selectAll()
    .where('rental_id', 'in', rentalIds)
    .orderBy('rental_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byRental.get(row.rental_id)?.push(toOccupant(row));
  return byRental;
}

/**
 * Replaces the rental's people with `occupants` and points rentals.occupants_ids at them, in one
 * transaction (the caller's): the list and the ids never disagree.
 */
export async function replaceOccupants(
  trx: Executor,
  rentalId: string,
  occupants: readonly OccupantToSave[],
  now: Date,
): Promise<{ rental: RentalRow; occupants: Occupant[] }> {
  await trx.deleteFrom('rental_occupants').where('rental_id', '=', rentalId).execute();
  const rows =
    occupants.length === 0
      ? []
      : await trx
          .insertInto('rental_occupants')
          .values(
            occupants.map((occupant, position) => ({
              rental_id: rentalId,
              position,
              name: occupant.name,
              birthdate: occupant.birthdate,
              document_type: occupant.document.type,
              document_number: occupant.document.number,
              phone: occupant.phone,
              is_customer: occupant.isCustomer,
              created_at: now,
            })),
          )
          .returningAll()
          .execute();
  rows.sort((a, b) => a.position - b.position);
  const rental = await trx
    .updateTable('rentals')
    .set({ occupants_ids: toJson(rows.map((row) => row.id)) })
    .where('id', '=', rentalId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { rental, occupants: rows.map(toOccupant) };
}

/**
 * Paid stays starting between `from` and `until` (Brasília days, included) with nobody registered and
 * not reminded yet, marked reminded in the same statement: each goes to one sweep only, whatever the
 * number of servers.
 */
export function claimOccupantsReminders(
  db: Executor,
  window: { from: string; until: string; now: Date },
): Promise<RentalRow[]> {
  return db
    .updateTable('rentals')
    .set({ occupants_reminder_sent_at: window.now })
    .where('status', '=', 'RENTED')
    .where('start_date', '>=', window.from)
    .where('start_date', '<=', window.until)
    .where('occupants_reminder_sent_at', 'is', null)
    .where(sql<boolean>`jsonb_array_length(occupants_ids) = 0`)
    .returningAll()
    .execute();
}
