import { standardFurniture } from '@estadia/domain';
import type { Kysely, Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { Database, NewApartment } from '../schema.ts';
import { boaViagem } from './boa-viagem.ts';
import { pinheiros } from './pinheiros.ts';
import { santaMonica } from './santa-monica.ts';
import type { SeedProject } from './seed-types.ts';

export const CATALOG_SEED = 'catalog-2026';
export const SEED_PROJECTS: readonly SeedProject[] = [santaMonica, pinheiros, boaViagem];

async function insertProject(trx: Transaction<Database>, project: SeedProject): Promise<void> {
  const { id: projectId } = await trx
    .insertInto('projects')
    .values({
      slug: project.slug,
      name: project.name,
      description: project.description,
      address: project.address,
      neighborhood: project.neighborhood,
      city: project.city,
      state_initials: project.stateInitials,
      lat: project.lat,
      lng: project.lng,
      photos: toJson(project.photos),
      amenities: toJson(project.amenities),
      common_spot_daily_cents: project.commonSpotDailyCents,
      covered_spot_daily_cents: project.coveredSpotDailyCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const modalities = await trx
    .insertInto('modalities')
    .values(
      project.modalities.map((modality) => ({
        project_id: projectId,
        name: modality.name,
        description: modality.description,
        bedrooms: modality.bedrooms,
        area_m2: modality.areaM2,
        max_occupants: modality.maxOccupants,
        price_short_period: modality.priceShortPeriod,
        price_long_period: modality.priceLongPeriod,
        dynamic_prices: modality.dynamicPrices ? toJson(modality.dynamicPrices) : null,
        photos: toJson(modality.photos),
      })),
    )
    .returning(['id', 'name', 'bedrooms'])
    .execute();
  const modalityIds = new Map(modalities.map((modality) => [modality.name, modality.id]));
  // Each modality is furnished with the standard list for its bedrooms (contract and inspections).
  await trx
    .insertInto('modality_furniture')
    .values(
      modalities.flatMap((modality) =>
        standardFurniture(modality.bedrooms).map((furniture, position) => ({
          modality_id: modality.id,
          position,
          ...furniture,
        })),
      ),
    )
    .execute();

  const { blocks, floors, units } = project.layout;
  const apartments: NewApartment[] = [];
  for (const block of blocks) {
    for (let floor = 1; floor <= floors; floor += 1) {
      units.forEach((modalityName, index) => {
        const modalityId = modalityIds.get(modalityName);
        if (!modalityId) throw new Error(`Seed: unknown modality "${modalityName}" in ${project.slug}`);
        apartments.push({
          project_id: projectId,
          modality_id: modalityId,
          block,
          floor,
          number: `${floor}${String(index + 1).padStart(2, '0')}`,
        });
      });
    }
  }
  await trx.insertInto('apartments').values(apartments).execute();
}

/**
 * Loads the demo catalogue once per database. The guard row is written in the same transaction, so a
 * second run (or a second server starting at the same time) finds it and does nothing.
 * Returns whether this call seeded.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: CATALOG_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    for (const project of SEED_PROJECTS) await insertProject(trx, project);
    return true;
  });
}
