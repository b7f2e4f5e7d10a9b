import {
  compareIsoDates,
  type FrontDeskQuery,
  type FrontDeskRental,
  type FrontDeskResponse,
  type GuestListResponse,
  hasRegisteredOccupants,
  todayIso,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { Database, RentalRow } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { loadDoorAccessStates, withoutDoorCode } from '../../door-access/door-access-attachments.ts';
import { markDirtyAfterCheckOut } from '../../housekeeping/check-out.ts';
import { findOccupantsOf } from '../../occupants/queries.ts';
import type { DoorAccess } from '../../rentals/door-port.ts';
import { lockRental } from '../../rentals/queries.ts';
import { rentalNotFound } from '../../rentals/rental-errors.ts';
import type { CatalogLookup } from '../../rentals/resolve-draft.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import { findRentalWithCustomer, type RentalWithCustomer } from '../rentals/queries.ts';
import type { AdminRentalsService } from '../rentals/service.ts';
import type { StaffActor } from '../staff-access.ts';
import {
  alreadyCheckedIn,
  alreadyCheckedOut,
  checkInAfterStay,
  checkInTooEarly,
  notCheckedIn,
  notRentedForCheckIn,
  occupantsMissing,
  projectNotFound,
} from './front-desk-errors.ts';
import { findStaysAround, PAID_STAY_STATUSES, setCheckedIn, setCheckedOut } from './repository.ts';

export interface FrontDeskServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  catalog: CatalogLookup;
  /** Presents rentals with their customer, as the rest of the back-office does. */
  rentals: AdminRentalsService;
  /** A check-out revokes the stay's door code in its transaction. */
  door?: DoorAccess;
}

function byApartment(a: FrontDeskRental, b: FrontDeskRental): number {
  return (
    a.apartment.block.localeCompare(b.apartment.block, 'pt-BR') ||
    a.apartment.floor - b.apartment.floor ||
    a.apartment.number.localeCompare(b.apartment.number, 'pt-BR', { numeric: true })
  );
}

/** The front desk ('Recepção'): a project's day at the building, check-in, check-out, the guest list. */
export class FrontDeskService {
  readonly #options: FrontDeskServiceOptions;

  constructor(options: FrontDeskServiceOptions) {
    this.#options = options;
  }

  /**
   * For a Brasília day: arrivals (check-in that day), departures (check-out that day), and who is in
   * house (checked in, not yet out, staying through that day). A stay can be in two lists.
   */
  async day(query: FrontDeskQuery): Promise<FrontDeskResponse> {
    this.#assertProject(query.projectId);
    const stays = await this.#present(await findStaysAround(this.#options.db, query.projectId, query.date));
    return {
      date: query.date,
      arrivals: stays.filter((stay) => stay.startDate === query.date && stay.status !== 'FINISHED'),
      departures: stays.filter((stay) => stay.endDate === query.date),
      inHouse: stays.filter((stay) => stay.checkedInAt && !stay.checkedOutAt),
    };
  }

  /** Who may enter the building on the night that starts on `date`: paid stays holding it, not checked out. */
  async guestList(projectId: string, date: string): Promise<GuestListResponse> {
    const project = this.#assertProject(projectId);
    const rows = await findStaysAround(this.#options.db, projectId, date);
    const staying = rows.filter((row) => row.end_date > date && !row.checked_out_at);
    const stays = await this.#present(staying);
    return {
      date,
      project: { id: project.id, name: project.name, address: project.address },
      items: stays.map((stay) => ({
        apartment: stay.apartment,
        rentalId: stay.id,
        customer: { name: stay.customer.name },
        expectedArrivalTime: stay.expectedArrivalTime ?? null,
        vehiclePlates: stay.vehiclePlates ?? [],
        checkedInAt: stay.checkedInAt ?? null,
        occupants: stay.occupants,
      })),
    };
  }

  /** RENTED, from its check-in day (Brasília) and before its check-out day, with its guests registered. */
  async checkIn(rentalId: string, actor: StaffActor): Promise<FrontDeskRental> {
    const { db, clock } = this.#options;
    await db.transaction().execute(async (trx) => {
      const row = await lockRental(trx, rentalId);
      if (!row) throw rentalNotFound();
      if (row.checked_in_at) throw alreadyCheckedIn();
      if (row.status !== 'RENTED') throw notRentedForCheckIn(row.status);
      const now = clock.now();
      const today = todayIso(now);
      if (compareIsoDates(today, row.start_date) < 0) throw checkInTooEarly(row.start_date);
      if (compareIsoDates(today, row.end_date) >= 0) throw checkInAfterStay(row.end_date);
      if (!hasRegisteredOccupants({ occupantsIds: row.occupants_ids })) throw occupantsMissing();
      await setCheckedIn(trx, row.id, now);
      await recordAudit(
        trx,
        actor,
        {
          action: 'rental.check_in',
          target: `rental:${row.id}`,
          details: { occupants: row.occupants_ids.length },
        },
        now,
      );
    });
    return this.#one(rentalId);
  }

  /**
   * Records the check-out of a checked-in stay; in the same transaction the apartment becomes dirty
   * with a cleaning task (housekeeping) and the audit entry is written.
   */
  async checkOut(rentalId: string, actor: StaffActor): Promise<FrontDeskRental> {
    const { db, clock } = this.#options;
    await db.transaction().execute(async (trx) => {
      const row = await lockRental(trx, rentalId);
      if (!row) throw rentalNotFound();
      if (row.checked_out_at) throw alreadyCheckedOut();
      if (!row.checked_in_at || !PAID_STAY_STATUSES.includes(row.status)) throw notCheckedIn();
      const now = clock.now();
      await setCheckedOut(trx, row.id, now);
      await this.#afterCheckOut(trx, row, now);
      await recordAudit(trx, actor, { action: 'rental.check_out', target: `rental:${row.id}` }, now);
      await this.#options.door?.sync(trx, row.id, actor);
    });
    return this.#one(rentalId);
  }

  /** What a check-out leaves to housekeeping: the apartment dirty, a cleaning task. */
  async #afterCheckOut(trx: Executor, row: RentalRow, now: Date): Promise<void> {
    await markDirtyAfterCheckOut(trx, { apartmentId: row.apartment_id, rentalId: row.id, now });
  }

  #assertProject(projectId: string) {
    const project = this.#options.catalog.findProject(projectId);
    if (!project) throw projectNotFound();
    return project;
  }

  async #one(rentalId: string): Promise<FrontDeskRental> {
    const row = await findRentalWithCustomer(this.#options.db, rentalId);
    if (!row) throw rentalNotFound();
    const [stay] = await this.#present([row]);
    return stay!;
  }

  async #present(rows: readonly RentalWithCustomer[]): Promise<FrontDeskRental[]> {
    const ids = rows.map((row) => row.id);
    const [rentals, occupants, doors] = await Promise.all([
      this.#options.rentals.withCustomers(rows),
      findOccupantsOf(this.#options.db, ids),
      loadDoorAccessStates(this.#options.db, ids),
    ]);
    return rentals
      .map((rental) => ({
        ...withoutDoorCode(rental),
        occupants: occupants.get(rental.id) ?? [],
        doorAccess: doors.get(rental.id) ?? null,
      }))
      .sort(byApartment);
  }
}
