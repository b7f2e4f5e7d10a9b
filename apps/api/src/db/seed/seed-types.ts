import type { DynamicPrices, Photo, StateInitials } from '@estadia/domain';

export interface SeedModality {
  name: string;
  description: string;
  bedrooms: number;
  areaM2: number;
  maxOccupants: number;
  /** Per night, in reais. */
  priceShortPeriod: number;
  /** Per 30 nights, in reais. */
  priceLongPeriod: number;
  dynamicPrices: DynamicPrices | null;
  photos: Photo[];
}

/** Same units on every floor of every block: `units[i]` is the modality name of apartment `<floor>0<i+1>`. */
export interface SeedLayout {
  blocks: string[];
  floors: number;
  units: string[];
}

export interface SeedProject {
  slug: string;
  name: string;
  description: string;
  address: string;
  neighborhood: string;
  city: string;
  stateInitials: StateInitials;
  lat: number;
  lng: number;
  photos: Photo[];
  amenities: string[];
  commonSpotDailyCents: number;
  coveredSpotDailyCents: number;
  modalities: SeedModality[];
  layout: SeedLayout;
}
