import { dynamicPricesSchema, photoSchema } from '@estadia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { PHOTO_NAMES } from './photos.ts';
import { seedDatabase } from './seed.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function counts() {
  const count = (table: 'projects' | 'modalities' | 'apartments') =>
    database.db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => row.n);
  return {
    projects: await count('projects'),
    modalities: await count('modalities'),
    apartments: await count('apartments'),
  };
}

describe('seedDatabase', () => {
  it('loads the catalogue on the first run', async () => {
    expect(await seedDatabase(database.db)).toBe(true);
    expect((await counts()).projects).toBe(3);
  });

  it('does nothing on later runs, even concurrent ones', async () => {
    const before = await counts();
    expect(await Promise.all([seedDatabase(database.db), seedDatabase(database.db)])).toEqual([false, false]);
    expect(await counts()).toEqual(before);
  });

  it('gives each project its city, enough apartments and 2 to 3 modalities', async () => {
    const rows = await database.db
      .selectFrom('projects')
      .select(['slug', 'city', 'state_initials', 'neighborhood'])
      .select((eb) => [
        eb
          .selectFrom('apartments')
          .whereRef('apartments.project_id', '=', 'projects.id')
          .select(sql<number>`count(*)`.as('n'))
          .as('apartments'),
        eb
          .selectFrom('modalities')
          .whereRef('modalities.project_id', '=', 'projects.id')
          .select(sql<number>`count(*)`.as('n'))
          .as('modalities'),
        eb
          .selectFrom('apartments')
          .whereRef('apartments.project_id', '=', 'projects.id')
          .select(sql<number>`count(distinct block)`.as('n'))
          .as('blocks'),
      ])
      .orderBy('slug')
      .execute();
    expect(rows.map(({ slug, city, state_initials }) => [slug, city, state_initials])).toEqual([
      ['boa-viagem', 'Recife', 'PE'],
      ['pinheiros', 'São Paulo', 'SP'],
      ['santa-monica', 'Uberlândia', 'MG'],
    ]);
    for (const row of rows) {
      expect(row.apartments).toBeGreaterThanOrEqual(row.slug === 'santa-monica' ? 40 : 24);
      expect(row.modalities).toBeGreaterThanOrEqual(2);
      expect(row.modalities).toBeLessThanOrEqual(3);
      expect(row.blocks).toBeGreaterThanOrEqual(2);
      expect(row.blocks).toBeLessThanOrEqual(4);
    }
    expect(rows.find((row) => row.slug === 'santa-monica')?.neighborhood).toBe('Santa Mônica');
  });

  it('prices modalities in the expected 2026 ranges, at least one with dynamic prices', async () => {
    const modalities = await database.db.selectFrom('modalities').selectAll().execute();
    for (const modality of modalities) {
      expect(modality.price_short_period).toBeGreaterThanOrEqual(150);
      expect(modality.price_short_period).toBeLessThanOrEqual(450);
      expect(modality.price_long_period).toBeGreaterThanOrEqual(2800);
      expect(modality.price_long_period).toBeLessThanOrEqual(7500);
      if (modality.dynamic_prices) expect(dynamicPricesSchema.parse(modality.dynamic_prices)).toBeTruthy();
    }
    expect(modalities.some((modality) => modality.dynamic_prices !== null)).toBe(true);
  });

  it('points every photo at a file the web app ships, with a Portuguese description', async () => {
    const projects = await database.db
      .selectFrom('projects')
      .select(['slug', 'photos', 'amenities'])
      .execute();
    const modalities = await database.db
      .selectFrom('modalities')
      .innerJoin('projects', 'projects.id', 'modalities.project_id')
      .select(['projects.slug', 'modalities.photos'])
      .execute();
    const pattern = new RegExp(`^/photos/([a-z-]+)/(${PHOTO_NAMES.join('|')})\\.webp$`);
    for (const { slug, photos } of [...projects, ...modalities]) {
      expect(photos.length).toBeGreaterThanOrEqual(3);
      for (const photo of photos) {
        expect(photoSchema.parse(photo)).toMatchObject({ width: 1200, height: 800 });
        expect(photo.url.match(pattern)?.[1]).toBe(slug);
        expect(photo.alt.length).toBeGreaterThan(10);
      }
    }
    for (const project of projects) expect(project.amenities.length).toBeGreaterThanOrEqual(5);
  });
});
