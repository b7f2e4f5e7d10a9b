import type { Apartment, Modality, Project } from '@estadia/domain';
import type { RentalRow } from '../../db/schema.ts';
import type { CatalogLookup } from './resolve-draft.ts';

export interface RentalCatalogEntries {
  apartment: Apartment;
  modality: Modality;
  project: Project;
}

/**
 * The catalogue entries a rental names. They always exist (foreign keys), so a miss means the
 * loaded catalogue is out of date: a fault of ours, never the customer's.
 */
export function rentalCatalogEntries(
  rental: Pick<RentalRow, 'id' | 'apartment_id' | 'modality_id' | 'project_id'>,
  catalog: CatalogLookup,
): RentalCatalogEntries {
  const apartment = catalog.findApartment(rental.apartment_id);
  const modality = catalog.findModality(rental.modality_id);
  const project = catalog.findProject(rental.project_id);
  if (!apartment || !modality || !project) {
    throw new Error(`Rental ${rental.id} names a catalogue entry missing from the loaded catalogue`);
  }
  return { apartment, modality, project };
}
