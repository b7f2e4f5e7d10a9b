import {
  addDays,
  type Dashboard,
  divideRounded,
  nightsBetween,
  type OccupancyFigures,
  type OccupancyQuery,
  type OccupancyReport,
  type ProjectOccupancy,
  todayIso,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { notFound } from '../../../errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { findNotReadyForArrivals } from '../../housekeeping/queries.ts';
import { countOverdueRequests } from '../../maintenance/queries.ts';
import { countApartmentsByProject } from '../prices/queries.ts';
import { countOpenReconciliationCases } from '../reconciliation/queries.ts';
import { findRentalsWithCustomers } from '../rentals/queries.ts';
import type { AdminRentalsService } from '../rentals/service.ts';
import {
  blockedNightsByProject,
  findReportProjects,
  nightlyFigures,
  type ReportWindow,
  salesByProject,
} from './repository.ts';

/** sold ÷ available, 0 to 1, to 4 decimal places; 0 when nothing is available. */
export function occupancyOf(sold: number, available: number): number {
  return available > 0 ? Math.round((sold / available) * 10_000) / 10_000 : 0;
}

/** Cents divided by nights, rounded half away from zero; 0 when there are no nights. */
function perNight(revenueCents: number, nights: number): number {
  return nights > 0 ? Number(divideRounded(BigInt(revenueCents), BigInt(nights))) : 0;
}

export function figures(nightsAvailable: number, nightsSold: number, revenueCents: number): OccupancyFigures {
  return {
    nightsAvailable,
    nightsSold,
    occupancy: occupancyOf(nightsSold, nightsAvailable),
    revenueCents,
    adrCents: perNight(revenueCents, nightsSold),
    revparCents: perNight(revenueCents, nightsAvailable),
  };
}

/** What the caller may read of the dashboard besides today's stays. */
export interface DashboardReads {
  /** Requests awaiting approval: any customer's, any date (the rentals area). */
  everyRental: boolean;
  /** Revenue and open reconciliation cases (the reports area). */
  money: boolean;
}

const EVERYTHING: DashboardReads = { everyRental: true, money: true };

const DASHBOARD_LIST_LIMIT = 50;
const AWAITING_LIMIT = 10;
/** Statuses of a stay that is going on or about to (not a draft, not cancelled). */
const CURRENT_STAYS = [
  'WAITING_APPROVAL',
  'WAITING_FOR_SIGNATURE',
  'WAITING_FOR_PAYMENT',
  'RENTED',
  'DEFAULTER',
  'FINISHED',
] as const;

/**
 * Occupancy, revenue, ADR and RevPAR as api.md defines them, per project and overall, with a night by
 * night series for the charts; and the back-office's dashboard.
 */
export class ReportsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly rentals: AdminRentalsService,
  ) {}

  async occupancy(query: OccupancyQuery): Promise<OccupancyReport> {
    const window: ReportWindow = { from: query.from, to: query.to, projectId: query.projectId };
    const nights = nightsBetween(window.from, window.to);
    const [projects, apartments, blocked, sales, nightly] = await Promise.all([
      findReportProjects(this.db, window.projectId),
      countApartmentsByProject(this.db),
      blockedNightsByProject(this.db, window),
      salesByProject(this.db, window),
      nightlyFigures(this.db, window),
    ]);
    if (window.projectId && projects.length === 0) throw notFound('Empreendimento não encontrado.');

    const rows: ProjectOccupancy[] = projects.map((project) => {
      const available = (apartments.get(project.id) ?? 0) * nights - (blocked.get(project.id) ?? 0);
      const sold = sales.get(project.id) ?? { nights: 0, revenueCents: 0 };
      return {
        projectId: project.id,
        projectName: project.name,
        ...figures(available, sold.nights, sold.revenueCents),
      };
    });
    const sum = (pick: (row: ProjectOccupancy) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    const apartmentsReported = projects.reduce(
      (total, project) => total + (apartments.get(project.id) ?? 0),
      0,
    );
    return {
      from: query.from,
      to: query.to,
      projects: rows,
      total: figures(
        sum((row) => row.nightsAvailable),
        sum((row) => row.nightsSold),
        sum((row) => row.revenueCents),
      ),
      series: nightly.map((night) => {
        const available = apartmentsReported - night.blocked;
        return {
          date: night.date,
          nightsAvailable: available,
          nightsSold: night.sold,
          occupancy: occupancyOf(night.sold, available),
          revenueCents: night.revenueCents,
        };
      }),
    };
  }

  /**
   * Today's arrivals and departures, the requests waiting for a decision, and this month's figures. The
   * requests (any customer, any date) need the rentals area; the money, the reports area (decision 0018).
   */
  async dashboard(reads: DashboardReads = EVERYTHING): Promise<Dashboard> {
    const today = todayIso(this.clock.now());
    const monthStart = `${today.slice(0, 8)}01`;
    const nextMonth = addDays(monthStart, 32).slice(0, 8);
    const monthEnd = `${nextMonth}01`;
    const [checkIns, checkOuts, awaiting, awaitingTotal, month] = await Promise.all([
      findRentalsWithCustomers(
        this.db,
        { statuses: CURRENT_STAYS, column: 'start_date', day: today },
        DASHBOARD_LIST_LIMIT,
      ),
      findRentalsWithCustomers(
        this.db,
        { statuses: CURRENT_STAYS, column: 'end_date', day: today },
        DASHBOARD_LIST_LIMIT,
      ),
      findRentalsWithCustomers(this.db, { statuses: ['WAITING_APPROVAL'] }, AWAITING_LIMIT),
      this.rentals.count({ status: 'WAITING_APPROVAL' }),
      this.occupancy({ from: monthStart, to: monthEnd }),
    ]);
    return {
      today,
      checkIns: await this.rentals.withCustomers(checkIns),
      checkOuts: await this.rentals.withCustomers(checkOuts),
      ...(reads.everyRental && {
        awaitingApproval: { items: await this.rentals.withCustomers(awaiting), total: awaitingTotal },
      }),
      month: {
        from: monthStart,
        to: monthEnd,
        occupancy: month.total.occupancy,
        nightsSold: month.total.nightsSold,
        nightsAvailable: month.total.nightsAvailable,
        ...(reads.money && { revenueCents: month.total.revenueCents }),
      },
      ...(reads.money && { openReconciliationCases: await countOpenReconciliationCases(this.db) }),
      notReadyForArrival: (await findNotReadyForArrivals(this.db, today, CURRENT_STAYS)).map((row) => ({
        apartmentId: row.apartment_id,
        projectId: row.project_id,
        projectName: row.project_name,
        block: row.block,
        floor: row.floor,
        number: row.number,
        state: row.state,
        rentalId: row.rental_id,
        customerName: row.customer_name,
      })),
      overdueMaintenanceRequests: await countOverdueRequests(this.db, this.clock.now()),
    };
  }
}
