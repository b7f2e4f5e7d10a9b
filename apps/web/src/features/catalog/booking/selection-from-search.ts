import { type IsoDate, isIsoDate, MAX_CAR_SPOTS } from '@estadia/domain';

// A stay can be carried in the address (coming back from the rental request to change it, or from the
// projects list filtered by dates): ?start=2026-03-14&end=2026-03-20&common=1&covered=0&rental=<id>.

export interface SearchSelection {
  start: IsoDate | null;
  end: IsoDate | null;
  carSpots: { common: number; covered: number } | null;
  /** The draft being changed, when the visitor came back from the request flow. */
  rentalId: string | null;
}

function spotCount(text: string | null): number | null {
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  const count = Number(text);
  return count <= MAX_CAR_SPOTS ? count : null;
}

export function selectionFromSearch(search: URLSearchParams): SearchSelection {
  const start = search.get('start');
  const end = search.get('end');
  const common = spotCount(search.get('common'));
  const covered = spotCount(search.get('covered'));
  const rental = search.get('rental');
  return {
    start: isIsoDate(start) ? start : null,
    end: isIsoDate(end) ? end : null,
    carSpots: common !== null || covered !== null ? { common: common ?? 0, covered: covered ?? 0 } : null,
    rentalId: rental && /^[0-9a-f-]{36}$/i.test(rental) ? rental : null,
  };
}

/** The query string of a stay, for links into the unit screen. */
export function selectionSearch(selection: {
  start: IsoDate;
  end: IsoDate;
  carSpots?: { common: number; covered: number };
  rentalId?: string;
}): string {
  const params = new URLSearchParams({ start: selection.start, end: selection.end });
  if (selection.carSpots) {
    params.set('common', String(selection.carSpots.common));
    params.set('covered', String(selection.carSpots.covered));
  }
  if (selection.rentalId) params.set('rental', selection.rentalId);
  return `?${params.toString()}`;
}
