import { holdsNights, RENTAL_STATUSES } from '@estadia/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** Statuses whose nights stay free (a draft, a cancellation). */
export const FREE_NIGHT_STATUSES = RENTAL_STATUSES.filter((status) => !holdsNights(status));

/**
 * `<status> not in ('UNFINISHED', 'CANCELLED')` with literals, as in the partial exclusion constraint,
 * so PostgreSQL can answer overlap questions from that constraint's index.
 */
export function holdsNightsSql(statusColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(statusColumn)} not in (${sql.join(FREE_NIGHT_STATUSES.map((status) => sql.lit(status)))})`;
}

/**
 * The rental's nights overlap [start, end) — written exactly like the constraint's indexed expression
 * `daterange(start_date, end_date, '[)')`.
 */
export function overlapsNightsSql(table: string, start: string, end: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`daterange(${sql.ref(`${table}.start_date`)}, ${sql.ref(`${table}.end_date`)}, '[)') && daterange(${start}::date, ${end}::date, '[)')`;
}
