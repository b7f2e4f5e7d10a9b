import type { RentalRow } from '../../db/schema.ts';
import { rentalCatalogEntries } from '../rentals/rental-catalog.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import type { StaySummary } from './rental-emails.ts';

/** The rental as its e-mails describe it, with the names and address from the catalogue. */
export function staySummary(rental: RentalRow, catalog: CatalogLookup): StaySummary {
  const { apartment, modality, project } = rentalCatalogEntries(rental, catalog);
  const place = [project.neighborhood, `${project.city.name}/${project.city.stateInitials}`]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return {
    rentalId: rental.id,
    projectName: project.name,
    projectAddress: [project.address, place].filter((part) => part.trim() !== '').join(' – '),
    modalityName: modality.name,
    apartment: { block: apartment.block, floor: apartment.floor, number: apartment.number },
    startDate: rental.start_date,
    endDate: rental.end_date,
    totalCents: rental.rental_value_cents,
    carSpots: { common: rental.common_car_spots, covered: rental.covered_car_spots },
  };
}
