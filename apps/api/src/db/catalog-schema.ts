import type { DynamicPrices, Photo } from '@estadia/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, DateText, Json, Numeric } from './column-types.ts';

// The catalogue and the nights it sells: projects, modalities and their furniture, apartments, the
// provider's blocks and every held night.
// Part of `Database` in schema.ts.

export interface ProjectsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: string;
  address: string;
  neighborhood: string;
  city: string;
  state_initials: string;
  lat: number;
  lng: number;
  photos: Json<Photo[]>;
  amenities: Json<string[]>;
  common_spot_daily_cents: number;
  covered_spot_daily_cents: number;
  created_at: CreatedAt;
}

export interface ModalitiesTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  description: string;
  bedrooms: number;
  area_m2: Numeric;
  max_occupants: number;
  price_short_period: Numeric;
  price_long_period: Numeric;
  dynamic_prices: Json<DynamicPrices> | null;
  /** The caução offered, in cents (Lei 8.245/1991, art. 38); null when none. */
  security_deposit_cents: number | null;
  photos: Json<Photo[]>;
  created_at: CreatedAt;
}

/** A modality's furniture, in order (contract and inspections). */
export interface ModalityFurnitureTable {
  modality_id: string;
  position: number;
  room: string;
  item: string;
  quantity: number;
}

export interface ApartmentsTable {
  id: Generated<string>;
  project_id: string;
  modality_id: string;
  block: string;
  floor: number;
  number: string;
  created_at: CreatedAt;
}

/** Nights of an apartment the provider takes out of sale. */
export interface ApartmentBlocksTable {
  id: Generated<string>;
  apartment_id: string;
  start_date: DateText;
  end_date: DateText;
  reason: string;
  created_by: string | null;
  created_at: CreatedAt;
}

/**
 * Every held night, by its holder (a rental that holds nights, or a block): written only by the
 * triggers on rentals and apartment_blocks; its exclusion constraint forbids double booking.
 */
export interface NightHoldsTable {
  id: Generated<string>;
  apartment_id: string;
  /** A daterange '[start,end)'; read it with lower()/upper(). */
  nights: ColumnType<string, never, never>;
  rental_id: string | null;
  block_id: string | null;
  /** An open extension holding the nights it adds (migration 202611271000). */
  extension_id: Generated<string | null>;
}

export interface CatalogTables {
  projects: ProjectsTable;
  modalities: ModalitiesTable;
  modality_furniture: ModalityFurnitureTable;
  apartments: ApartmentsTable;
  apartment_blocks: ApartmentBlocksTable;
  night_holds: NightHoldsTable;
}

export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;
export type ModalityRow = Selectable<ModalitiesTable>;
export type NewModality = Insertable<ModalitiesTable>;
export type ModalityUpdate = Updateable<ModalitiesTable>;
export type ApartmentRow = Selectable<ApartmentsTable>;
export type NewApartment = Insertable<ApartmentsTable>;
export type ApartmentUpdate = Updateable<ApartmentsTable>;
export type ApartmentBlockRow = Selectable<ApartmentBlocksTable>;
