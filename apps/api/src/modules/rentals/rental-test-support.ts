import { randomBytes } from 'node:crypto';
import { addDays, type Permission, todayIso } from '@estadia/domain';
import type { Kysely } from 'kysely';
import { toJson } from '../../db/json.ts';
import type { ApartmentRow, Database } from '../../db/schema.ts';

// Shared by the rentals and admin tests: what a customer needs before renting, written straight to the
// database (the account routes that do the same are tested in their own module).

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Fills the three profile sections (personal data, documents with their uploaded files, address). */
export async function completeProfile(db: Kysely<Database>, userId: string): Promise<void> {
  const [cpfFile, rgFile] = [`${hex(16)}.pdf`, `${hex(16)}.jpg`];
  await db
    .insertInto('uploads')
    .values([
      {
        file_name: cpfFile,
        owner_id: userId,
        media_type: 'application/pdf',
        size_bytes: 2048,
        sha256: hex(32),
      },
      { file_name: rgFile, owner_id: userId, media_type: 'image/jpeg', size_bytes: 4096, sha256: hex(32) },
    ])
    .execute();
  await db
    .updateTable('users')
    .set({
      birthdate: '1990-04-12',
      hometown: 'Uberlândia',
      hometown_state: 'MG',
      profession: 'Engenheira',
      rg: 'MG-12.345.678',
      rg_issuer: 'SSP',
      rg_issuer_state: 'MG',
      cpf_or_cnpj: '52998224725',
      fathers_full_name: 'José da Silva',
      mothers_full_name: 'Ana Maria da Silva',
      cpf_file_name: cpfFile,
      rg_file_name: rgFile,
      address_street: 'Avenida Rondon Pacheco',
      address_number: '1000',
      address_complement: 'Apto 12',
      address_post_code: '38400000',
      address_neighborhood: 'Santa Mônica',
      address_city_name: 'Uberlândia',
      address_state_initials: 'MG',
    })
    .where('id', '=', userId)
    .execute();
}

export async function grantPermissions(
  db: Kysely<Database>,
  userId: string,
  permissions: Permission[],
): Promise<void> {
  await db
    .updateTable('users')
    .set({ permissions: toJson(permissions) })
    .where('id', '=', userId)
    .execute();
}

export async function userIdByEmail(db: Kysely<Database>, email: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` apartments of one modality (the seed has many per modality), in a stable order. */
export async function apartmentsOfOneModality(db: Kysely<Database>, count: number): Promise<ApartmentRow[]> {
  const { modality_id } = await db
    .selectFrom('apartments')
    .select('modality_id')
    .groupBy('modality_id')
    .having((eb) => eb.fn.countAll(), '>=', count)
    .orderBy('modality_id')
    .executeTakeFirstOrThrow();
  return db
    .selectFrom('apartments')
    .selectAll()
    .where('modality_id', '=', modality_id)
    .orderBy('block')
    .orderBy('floor')
    .orderBy('number')
    .limit(count)
    .execute();
}

/** A date `days` after today in Brasília, the calendar the API checks dates against. */
export function daysFromToday(days: number): string {
  return addDays(todayIso(), days);
}

/** The body of POST /api/rentals for `apartment`, from `start` days ahead for `nights` nights. */
export function draftBody<T extends object = object>(
  apartment: ApartmentRow,
  start: number,
  nights: number,
  extra: T = {} as T,
) {
  return {
    apartmentId: apartment.id,
    modalityId: apartment.modality_id,
    interval: { start: daysFromToday(start), end: daysFromToday(start + nights) },
    ...extra,
  };
}
