import type {
  OccupantsResponse,
  Rental,
  RentalStatus,
  UpdateArrivalRequest,
  UpdateOccupantsRequest,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import { toJson } from '../../db/json.ts';
import type { Database, RentalRow, RentalUpdate } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { updateRental } from '../rentals/commands.ts';
import { findUserRental, lockUserRental } from '../rentals/queries.ts';
import { rentalCatalogEntries } from '../rentals/rental-catalog.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { RentalPresenter } from '../rentals/rental-presenter.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { closedToOccupants, tooManyOccupants, tooManyPlates } from './occupants-errors.ts';
import { findOccupantsOf, replaceOccupants } from './repository.ts';

export interface OccupantsServiceOptions {
  db: Kysely<Database>;
  catalog: CatalogLookup;
  presenter: RentalPresenter;
  clock: Clock;
}

const CLOSED: readonly RentalStatus[] = ['CANCELLED', 'FINISHED'];

/** Guests and arrival can change until check-out; never on a cancelled or finished stay. */
function assertStayOpen(row: RentalRow): void {
  if (CLOSED.includes(row.status) || row.checked_out_at)
    throw closedToOccupants(row.status, Boolean(row.checked_out_at));
}

/** The customer's side of the stay: who stays (occupants) and the arrival (time and plates). */
export class OccupantsService {
  readonly #options: OccupantsServiceOptions;

  constructor(options: OccupantsServiceOptions) {
    this.#options = options;
  }

  async occupants(userId: string, rentalId: string): Promise<OccupantsResponse> {
    const { db } = this.#options;
    const row = await findUserRental(db, userId, rentalId);
    if (!row) throw rentalNotFound();
    const occupants = await findOccupantsOf(db, [row.id]);
    return { items: occupants.get(row.id) ?? [] };
  }

  /** The list replaces the previous one, within the modality's maxOccupants. */
  async replaceOccupants(
    userId: string,
    rentalId: string,
    request: UpdateOccupantsRequest,
  ): Promise<OccupantsResponse> {
    const { db, catalog, clock } = this.#options;
    return db.transaction().execute(async (trx) => {
      const row = await lockUserRental(trx, userId, rentalId);
      if (!row) throw rentalNotFound();
      assertStayOpen(row);
      const { modality } = rentalCatalogEntries(row, catalog);
      if (request.items.length > modality.maxOccupants)
        throw tooManyOccupants(modality.maxOccupants, request.items.length);
      const { occupants } = await replaceOccupants(
        trx,
        row.id,
        request.items.map((item) => ({
          name: item.name,
          birthdate: item.birthdate,
          document: item.document,
          phone: item.phone ?? null,
          isCustomer: item.isCustomer ?? false,
        })),
        clock.now(),
      );
      return { items: occupants };
    });
  }

  /** What is sent changes: the expected time ('HH:mm', null clears it) and the plates (one per spot). */
  async updateArrival(userId: string, rentalId: string, request: UpdateArrivalRequest): Promise<Rental> {
    const { db, presenter } = this.#options;
    const row = await db.transaction().execute(async (trx) => {
      const current = await lockUserRental(trx, userId, rentalId);
      if (!current) throw rentalNotFound();
      assertStayOpen(current);
      const changes: RentalUpdate = {};
      if (request.expectedArrivalTime !== undefined)
        changes.expected_arrival_time = request.expectedArrivalTime;
      if (request.vehiclePlates !== undefined) {
        const spots = current.common_car_spots + current.covered_car_spots;
        if (request.vehiclePlates.length > spots) throw tooManyPlates(spots, request.vehiclePlates.length);
        changes.vehicle_plates = toJson(request.vehiclePlates);
      }
      if (Object.keys(changes).length === 0) return current;
      return updateRental(trx, current.id, changes);
    });
    return presenter.one(row);
  }
}
