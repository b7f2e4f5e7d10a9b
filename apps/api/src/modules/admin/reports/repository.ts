import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import { stayRevenueCents } from '../../ledger/statement-revenue.ts';

// Occupancy and revenue, aggregated by the database. Nights are counted in [from, to). A rental's value
// is spread over its nights in whole cents: night i (from 0) of a rental worth V cents over N nights
// is worth floor(V·(i+1)/N) − floor(V·i/N). Any run of nights a..b−1 is then worth
// floor(V·b/N) − floor(V·a/N), so the nights of a range, the ranges of a split and the whole stay
// always add up to the cent (also told in the report route's description).
//
// V is the rental's revenue as the journal has it (decision 0020): the credit balance of rent and fees
// kept (accounts 3.1.1 and 3.1.2) over the rental's entries — charges, less credits and refunds of its
// billing, plus fines kept; money received twice or for a replaced code is owed back and never counted,
// card interest is financing and left out. A rental the journal has no entry for (imported, or made by
// staff without a charge) counts at its value.

/** The statuses whose nights are sold: paid, and stays that ended or fell behind on a monthly boleto. */
const SOLD = sql`('RENTED', 'FINISHED', 'DEFAULTER')`;

/**
 * The sold rentals overlapping [from, to) (of one project, if asked), each with `net_value_cents`: V
 * above. A common table expression, so the value is worked out once per rental.
 */
function soldRentals(window: ReportWindow) {
  return sql`
    select r.id, r.project_id, r.start_date, r.end_date,
      ${stayRevenueCents('r.id', 'r.rental_value_cents')}::bigint as net_value_cents
    from rentals r
    where r.status in ${SOLD} and r.start_date < ${window.to}::date and r.end_date > ${window.from}::date
      ${ofProject('r.project_id', window.projectId)}`;
}

export interface ReportWindow {
  from: string;
  to: string;
  projectId?: string;
}

function ofProject(column: string, projectId: string | undefined) {
  return projectId ? sql`and ${sql.ref(column)} = ${projectId}::uuid` : sql``;
}

export function findReportProjects(
  db: Executor,
  projectId?: string,
): Promise<{ id: string; name: string }[]> {
  let query = db.selectFrom('projects').select(['id', 'name']).orderBy('name');
  if (projectId) query = query.where('id', '=', projectId);
  return query.execute();
}

/** Blocked nights inside the window, per project. */
export async function blockedNightsByProject(
  db: Executor,
  window: ReportWindow,
): Promise<Map<string, number>> {
  const { rows } = await sql<{ project_id: string; nights: string }>`
    select a.project_id, sum(least(b.end_date, ${window.to}::date) - greatest(b.start_date, ${window.from}::date)) as nights
    from apartment_blocks b
    join apartments a on a.id = b.apartment_id
    where b.start_date < ${window.to}::date and b.end_date > ${window.from}::date ${ofProject('a.project_id', window.projectId)}
    group by a.project_id`.execute(db);
  return new Map(rows.map((row) => [row.project_id, Number(row.nights)]));
}

/** Nights sold inside the window and their share of the rentals' value net of refunds, per project. */
export async function salesByProject(
  db: Executor,
  window: ReportWindow,
): Promise<Map<string, { nights: number; revenueCents: number }>> {
  const { rows } = await sql<{ project_id: string; nights: string; revenue: string }>`
    with r as (${soldRentals(window)})
    select r.project_id,
      sum(least(r.end_date, ${window.to}::date) - greatest(r.start_date, ${window.from}::date)) as nights,
      sum(
        (r.net_value_cents * (least(r.end_date, ${window.to}::date) - r.start_date)) / (r.end_date - r.start_date)
        - (r.net_value_cents * (greatest(r.start_date, ${window.from}::date) - r.start_date)) / (r.end_date - r.start_date)
      ) as revenue
    from r
    group by r.project_id`.execute(db);
  return new Map(
    rows.map((row) => [row.project_id, { nights: Number(row.nights), revenueCents: Number(row.revenue) }]),
  );
}

export interface NightFigures {
  date: string;
  sold: number;
  blocked: number;
  revenueCents: number;
}

/** Night by night over the window: nights sold, their value net of refunds, and nights blocked. */
export async function nightlyFigures(db: Executor, window: ReportWindow): Promise<NightFigures[]> {
  const { rows } = await sql<{ date: string; sold: string; revenue: string; blocked: string }>`
    with nights as (
      select ${window.from}::date + i as night
      from generate_series(0, ${window.to}::date - ${window.from}::date - 1) as i
    ),
    r as (${soldRentals(window)}),
    sold as (
      select n.night, count(r.id) as sold,
        coalesce(sum(
          (r.net_value_cents * (n.night - r.start_date + 1)) / (r.end_date - r.start_date)
          - (r.net_value_cents * (n.night - r.start_date)) / (r.end_date - r.start_date)
        ), 0) as revenue
      from nights n
      left join r on r.start_date <= n.night and r.end_date > n.night
      group by n.night
    ),
    blocked as (
      select n.night, count(b.id) as blocked
      from nights n
      left join apartment_blocks b on b.start_date <= n.night and b.end_date > n.night
        and exists (
          select 1 from apartments a where a.id = b.apartment_id ${ofProject('a.project_id', window.projectId)}
        )
      group by n.night
    )
    select sold.night as date, sold.sold, sold.revenue, blocked.blocked
    from sold join blocked on blocked.night = sold.night
    order by sold.night`.execute(db);
  return rows.map((row) => ({
    date: row.date,
    sold: Number(row.sold),
    blocked: Number(row.blocked),
    revenueCents: Number(row.revenue),
  }));
}
