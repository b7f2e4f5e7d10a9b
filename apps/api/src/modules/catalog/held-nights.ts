import type { Kysely } from 'kysely';
import type { WriteCounter } from '../../db/pglite-dialect.ts';
import type { Database } from '../../db/schema.ts';
import {
  findAllHoldingStays,
  findHeldApartmentIds,
  findHoldingStays,
  type NightsInterval,
} from './repository.ts';

export interface Stay {
  start: string;
  end: string;
}

/** Where the catalogue learns which nights are held, by rentals and by blocks alike (night_holds). */
export interface HeldNights {
  /** Apartments (of the modality, when given) with a stay holding at least one night of `interval`. */
  heldApartmentIds(interval: NightsInterval, modalityId?: string): Promise<Set<string>>;
  /** Stays of the apartment that hold nights and touch [start, end), by start date. */
  holdingStays(apartmentId: string, interval: NightsInterval): Promise<Stay[]>;
  /** The same for every apartment of the modality, by apartment (apartments without such stays omitted). */
  modalityHoldingStays(modalityId: string, interval: NightsInterval): Promise<Map<string, Stay[]>>;
  /**
   * A number that moves whenever a held night may have changed, when this process can know it: the
   * answers above stay right while it stays put. Undefined when others write too (PostgreSQL).
   */
  version(): number | undefined;
}

function byApartment(rows: { apartment_id: string; start_date: string; end_date: string }[]) {
  const stays = new Map<string, Stay[]>();
  for (const row of rows) {
    const list = stays.get(row.apartment_id) ?? [];
    if (list.length === 0) stays.set(row.apartment_id, list);
    list.push({ start: row.start_date, end: row.end_date });
  }
  return stays;
}

/** On PostgreSQL, which other instances change at any time, every question is an indexed query. */
export function databaseHeldNights(db: Kysely<Database>): HeldNights {
  return {
    async heldApartmentIds(interval, modalityId) {
      return new Set(await findHeldApartmentIds(db, interval, modalityId));
    },
    async holdingStays(apartmentId, interval) {
      const rows = await findHoldingStays(db, { apartmentId }, interval);
      return rows.map((row) => ({ start: row.start_date, end: row.end_date }));
    },
    async modalityHoldingStays(modalityId, interval) {
      return byApartment(await findHoldingStays(db, { modalityId }, interval));
    },
    version: () => undefined,
  };
}

/**
 * Index of the first stay that ends after `start`. The exclusion constraint forbids two holders (rentals,
 * blocks) of one apartment to share a night, so stays sorted by start are sorted by end too.
 */
function firstEndingAfter(stays: readonly Stay[], start: string): number {
  let low = 0;
  let high = stays.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (stays[middle]!.end > start) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The stays of `stays` that share a night with [start, end) (ISO dates compare as strings). */
function overlapping(stays: readonly Stay[], interval: NightsInterval): Stay[] {
  const found: Stay[] = [];
  for (let index = firstEndingAfter(stays, interval.start); index < stays.length; index += 1) {
    const stay = stays[index]!;
    if (stay.start >= interval.end) break;
    found.push(stay);
  }
  return found;
}

function isFree(stays: readonly Stay[], interval: NightsInterval): boolean {
  const next = stays[firstEndingAfter(stays, interval.start)];
  return next === undefined || next.start >= interval.end;
}

interface ApartmentStays {
  modalityId: string;
  /** By start date. */
  stays: Stay[];
}

type StaysByApartment = Map<string, ApartmentStays>;

/**
 * On the embedded database (PGlite) the held nights are kept in memory: only this process can write
 * to it, and its write counter moves with every statement that may change data (a submission, a
 * cancellation, a block, the hold-expiry sweep, a test writing rows directly). While the counter
 * stays put the copy is exact; when it has moved, the next question reloads the copy first, with a
 * query that waits for any transaction in progress, so it never sees nights held by a rollback.
 */
export class EmbeddedHeldNights implements HeldNights {
  readonly #db: Kysely<Database>;
  readonly #writes: WriteCounter;
  #loaded: { writes: number; stays: StaysByApartment } | undefined;
  #loading: { writes: number; stays: Promise<StaysByApartment> } | undefined;

  constructor(db: Kysely<Database>, writes: WriteCounter) {
    this.#db = db;
    this.#writes = writes;
  }

  async heldApartmentIds(interval: NightsInterval, modalityId?: string): Promise<Set<string>> {
    const held = new Set<string>();
    for (const [apartmentId, apartment] of await this.#current()) {
      if (modalityId !== undefined && apartment.modalityId !== modalityId) continue;
      if (!isFree(apartment.stays, interval)) held.add(apartmentId);
    }
    return held;
  }

  async holdingStays(apartmentId: string, interval: NightsInterval): Promise<Stay[]> {
    return overlapping((await this.#current()).get(apartmentId)?.stays ?? [], interval);
  }

  async modalityHoldingStays(modalityId: string, interval: NightsInterval): Promise<Map<string, Stay[]>> {
    const found = new Map<string, Stay[]>();
    for (const [apartmentId, apartment] of await this.#current()) {
      if (apartment.modalityId !== modalityId) continue;
      const stays = overlapping(apartment.stays, interval);
      if (stays.length > 0) found.set(apartmentId, stays);
    }
    return found;
  }

  version(): number {
    return this.#writes.count;
  }

  /**
   * The copy as of now. A load started for an older count may miss a write the caller already saw
   * answered, so only a load for the current count is shared.
   */
  #current(): StaysByApartment | Promise<StaysByApartment> {
    const writes = this.#writes.count;
    if (this.#loaded?.writes === writes) return this.#loaded.stays;
    if (this.#loading?.writes !== writes) this.#loading = { writes, stays: this.#load(writes) };
    return this.#loading.stays;
  }

  async #load(writes: number): Promise<StaysByApartment> {
    let rows: Awaited<ReturnType<typeof findAllHoldingStays>>;
    try {
      rows = await findAllHoldingStays(this.#db);
    } catch (error) {
      // The next question tries again instead of sharing this failure.
      if (this.#loading?.writes === writes) this.#loading = undefined;
      throw error;
    }
    const stays: StaysByApartment = new Map();
    for (const row of rows) {
      const apartment = stays.get(row.apartment_id) ?? { modalityId: row.modality_id, stays: [] };
      if (apartment.stays.length === 0) stays.set(row.apartment_id, apartment);
      apartment.stays.push({ start: row.start_date, end: row.end_date });
    }
    // A newer load may have finished first; keep the newest.
    if (!this.#loaded || this.#loaded.writes < writes) this.#loaded = { writes, stays };
    if (this.#loading?.writes === writes) this.#loading = undefined;
    return stays;
  }
}
