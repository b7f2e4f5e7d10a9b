import type { RentalStatus } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayRow } from '../../test/stays.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { ApartmentRow } from './schema.ts';

let database: TestDatabase;
let userId: string;
let apartments: ApartmentRow[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  apartments = await database.db.selectFrom('apartments').selectAll().orderBy('number').limit(4).execute();
  ({ id: userId } = await database.db
    .insertInto('users')
    .values({ email: 'Ana@Example.com', password_hash: 'x', name: 'Ana' })
    .returning('id')
    .executeTakeFirstOrThrow());
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

async function errorOf(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; constraint?: string };
  }
  throw new Error('expected the statement to fail');
}

describe('rentals: no two rentals that hold nights share a night of one apartment', () => {
  it('rejects an overlapping stay with SQLSTATE 23P01', async () => {
    const apartment = apartments[0]!;
    await rent(apartment, '2026-03-01', '2026-03-10', 'RENTED');
    const error = await errorOf(rent(apartment, '2026-03-09', '2026-03-12', 'WAITING_APPROVAL'));
    expect(error.code).toBe('23P01');
    expect(error.constraint).toBe('night_holds_no_shared_nights');
  });

  it('rejects a stay inside another one', async () => {
    const apartment = apartments[0]!;
    const error = await errorOf(rent(apartment, '2026-03-03', '2026-03-04', 'WAITING_FOR_PAYMENT'));
    expect(error.code).toBe('23P01');
  });

  it('lets a check-out day be the next check-in day', async () => {
    const apartment = apartments[0]!;
    await expect(rent(apartment, '2026-03-10', '2026-03-15', 'WAITING_FOR_SIGNATURE')).resolves.toBeDefined();
    await expect(rent(apartment, '2026-02-20', '2026-03-01', 'FINISHED')).resolves.toBeDefined();
  });

  it('lets the same nights be held in another apartment', async () => {
    await expect(rent(apartments[1]!, '2026-03-01', '2026-03-10', 'RENTED')).resolves.toBeDefined();
  });

  it('does not count drafts and cancellations', async () => {
    const apartment = apartments[2]!;
    await rent(apartment, '2026-04-01', '2026-04-10', 'RENTED');
    await expect(rent(apartment, '2026-04-02', '2026-04-05', 'UNFINISHED')).resolves.toBeDefined();
    await expect(rent(apartment, '2026-04-02', '2026-04-05', 'CANCELLED')).resolves.toBeDefined();
    await expect(rent(apartment, '2026-04-02', '2026-04-05', 'UNFINISHED')).resolves.toBeDefined();
  });

  it('refuses to turn a draft into a holding status when its nights are taken', async () => {
    const apartment = apartments[3]!;
    await rent(apartment, '2026-05-01', '2026-05-05', 'WAITING_APPROVAL');
    const draft = await rent(apartment, '2026-05-04', '2026-05-08', 'UNFINISHED');
    const error = await errorOf(
      database.db
        .updateTable('rentals')
        .set({ status: 'WAITING_APPROVAL' })
        .where('id', '=', draft.id)
        .execute(),
    );
    expect(error.code).toBe('23P01');
  });
});

describe('rentals: other invariants', () => {
  it('requires the end after the start', async () => {
    const error = await errorOf(rent(apartments[1]!, '2026-06-10', '2026-06-10', 'UNFINISHED'));
    expect(error.code).toBe('23514');
    expect(error.constraint).toBe('rentals_end_after_start');
  });

  it("requires the modality and project to be the apartment's", async () => {
    const other = await database.db
      .selectFrom('modalities')
      .select('id')
      .where('id', '!=', apartments[0]!.modality_id)
      .executeTakeFirstOrThrow();
    const error = await errorOf(
      database.db
        .insertInto('rentals')
        .values({
          user_id: userId,
          apartment_id: apartments[0]!.id,
          modality_id: other.id,
          project_id: apartments[0]!.project_id,
          start_date: '2026-07-01',
          end_date: '2026-07-02',
        })
        .execute(),
    );
    expect(error.code).toBe('23503');
  });

  it('keeps updated_at current', async () => {
    const { id } = await rent(apartments[1]!, '2026-08-01', '2026-08-03', 'UNFINISHED');
    const before = await database.db
      .selectFrom('rentals')
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await database.db.updateTable('rentals').set({ status: 'CANCELLED' }).where('id', '=', id).execute();
    const after = await database.db
      .selectFrom('rentals')
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });
});

describe('users', () => {
  it('keeps e-mails unique regardless of case', async () => {
    const error = await errorOf(
      database.db
        .insertInto('users')
        .values({ email: 'ana@EXAMPLE.com', password_hash: 'x', name: 'Outra Ana' })
        .execute(),
    );
    expect(error.code).toBe('23505');
  });

  it('defaults permissions to an empty list and reads dates as YYYY-MM-DD', async () => {
    const user = await database.db
      .insertInto('users')
      .values({ email: 'bia@example.com', password_hash: 'x', name: 'Bia', birthdate: '1990-12-31' })
      .returning(['permissions', 'birthdate', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ permissions: [], birthdate: '1990-12-31' });
    expect(user.created_at).toBeInstanceOf(Date);
  });
});
