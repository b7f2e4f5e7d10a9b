import type { ApartmentSummary } from '@estadia/domain';

export interface FloorGroup {
  floor: number;
  apartments: ApartmentSummary[];
}

export interface BlockGroup {
  block: string;
  floors: FloorGroup[];
}

// Made on first use: a browser's first Intl object loads the locale's data (tens of ms on a phone), and the
// unit page groups apartments only once dates are picked, not while it is being hydrated.
let collator: Intl.Collator | undefined;
const byText = {
  compare(a: string, b: string): number {
    collator ??= new Intl.Collator('pt-BR', { numeric: true });
    return collator.compare(a, b);
  },
};

/** Free apartments by block, then floor, in reading order ('A' before 'B', 2nd floor before 10th). */
export function groupApartments(apartments: readonly ApartmentSummary[]): BlockGroup[] {
  const blocks = new Map<string, Map<number, ApartmentSummary[]>>();
  for (const apartment of apartments) {
    const floors = blocks.get(apartment.block) ?? new Map<number, ApartmentSummary[]>();
    floors.set(apartment.floor, [...(floors.get(apartment.floor) ?? []), apartment]);
    blocks.set(apartment.block, floors);
  }
  return [...blocks.entries()]
    .sort(([a], [b]) => byText.compare(a, b))
    .map(([block, floors]) => ({
      block,
      floors: [...floors.entries()]
        .sort(([a], [b]) => a - b)
        .map(([floor, list]) => ({
          floor,
          apartments: [...list].sort((a, b) => byText.compare(a.number, b.number)),
        })),
    }));
}

/**
 * The apartment to show as chosen: the wanted one when it is free, else one on the same block and floor,
 * else the same block, else the first free one; null when none is free.
 */
export function closestFreeApartment(
  free: readonly ApartmentSummary[],
  wanted: Pick<ApartmentSummary, 'id' | 'block' | 'floor'> | null,
): ApartmentSummary | null {
  if (free.length === 0) return null;
  const ordered = groupApartments(free).flatMap((block) => block.floors.flatMap((floor) => floor.apartments));
  if (!wanted) return ordered[0]!;
  return (
    ordered.find((apartment) => apartment.id === wanted.id) ??
    ordered.find((apartment) => apartment.block === wanted.block && apartment.floor === wanted.floor) ??
    ordered.find((apartment) => apartment.block === wanted.block) ??
    ordered[0]!
  );
}
