import { apartmentLabel, CHECK_IN_TIME, CHECK_OUT_TIME, formatBrDate, rentalShortId } from '@estadia/domain';
import type { RentalRow } from '../../db/schema.ts';
import { rentalCatalogEntries } from '../rentals/rental-catalog.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import type { StayEvent } from './calendar-ics.ts';

/**
 * The calendar event of a paid stay. It says where and when, and links to the customer's rentals; it
 * never carries the access code, since calendars sync to third parties.
 */
export function stayEvent(
  row: RentalRow,
  catalog: CatalogLookup,
  publicUrl: string,
): { event: StayEvent; fileName: string } {
  const { apartment, modality, project } = rentalCatalogEntries(row, catalog);
  const rentalsUrl = `${publicUrl}/minhas-locacoes`;
  const city = `${project.city.name} - ${project.city.stateInitials}`;
  return {
    event: {
      uid: `${row.id}@estadia`,
      // Fixed instants of the rental, so every download is the same file.
      stamp: row.paid_at ?? row.approved_at ?? row.created_at,
      start: row.start_date,
      startTime: CHECK_IN_TIME,
      end: row.end_date,
      endTime: CHECK_OUT_TIME,
      summary: `Estadia: ${project.name} – ${modality.name}, ${apartmentLabel(apartment)}`,
      location: `${project.address}, ${project.neighborhood}, ${city}`,
      description: [
        `Check-in a partir das ${CHECK_IN_TIME} de ${formatBrDate(row.start_date)}.`,
        `Check-out até as ${CHECK_OUT_TIME} de ${formatBrDate(row.end_date)}.`,
        `Código de acesso e detalhes da locação: ${rentalsUrl}`,
      ].join('\n'),
      url: rentalsUrl,
    },
    fileName: `estadia-${rentalShortId(row.id)}.ics`,
  };
}
