import type { Apartment, Modality, Project, ProjectSummary, StateInitials } from '@estadia/domain';
import type { ApartmentRow, ModalityRow, ProjectRow } from '../../db/schema.ts';

/** The whole catalogue, read at start-up and again when the back-office changes it (CatalogService.reload). */
export interface CatalogSnapshot {
  /** Sorted by name. */
  projects: Project[];
  projectsById: Map<string, Project>;
  modalitiesById: Map<string, Modality>;
  /** By block, floor and number. */
  apartments: Apartment[];
  apartmentsById: Map<string, Apartment>;
  /** Each modality's apartments, by block, floor and number. */
  apartmentsByModality: Map<string, Apartment[]>;
}

export function toModality(row: ModalityRow): Modality {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    description: row.description,
    bedrooms: row.bedrooms,
    areaM2: row.area_m2,
    maxOccupants: row.max_occupants,
    priceShortPeriod: row.price_short_period,
    priceLongPeriod: row.price_long_period,
    dynamicPrices: row.dynamic_prices,
    securityDepositCents: row.security_deposit_cents,
    photos: row.photos,
  };
}

function toApartment(row: ApartmentRow): Apartment {
  return {
    id: row.id,
    projectId: row.project_id,
    modalityId: row.modality_id,
    block: row.block,
    floor: row.floor,
    number: row.number,
  };
}

function toProject(row: ProjectRow, modalities: Modality[], apartmentCount: number): Project {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    address: row.address,
    neighborhood: row.neighborhood,
    city: { name: row.city, stateInitials: row.state_initials as StateInitials },
    location: { lat: row.lat, lng: row.lng },
    photos: row.photos,
    amenities: row.amenities,
    commonSpotDaily: row.common_spot_daily_cents,
    coveredSpotDaily: row.covered_spot_daily_cents,
    apartmentCount,
    modalities,
  };
}

export function projectSummary(project: Project): ProjectSummary {
  const { modalities: _modalities, ...summary } = project;
  return summary;
}

export function buildCatalogSnapshot(rows: {
  projects: ProjectRow[];
  modalities: ModalityRow[];
  apartments: ApartmentRow[];
}): CatalogSnapshot {
  const modalities = rows.modalities.map(toModality);
  const apartments = rows.apartments.map(toApartment);
  const projects = rows.projects.map((row) =>
    toProject(
      row,
      modalities.filter((modality) => modality.projectId === row.id),
      apartments.filter((apartment) => apartment.projectId === row.id).length,
    ),
  );
  const apartmentsByModality = new Map<string, Apartment[]>(modalities.map((modality) => [modality.id, []]));
  for (const apartment of apartments) apartmentsByModality.get(apartment.modalityId)?.push(apartment);
  return {
    projects,
    projectsById: new Map(projects.map((project) => [project.id, project])),
    modalitiesById: new Map(modalities.map((modality) => [modality.id, modality])),
    apartments,
    apartmentsById: new Map(apartments.map((apartment) => [apartment.id, apartment])),
    apartmentsByModality,
  };
}
