import { type RawBuilder, type SqlBool, sql } from 'kysely';

// Held nights live in night_holds, one row per holder (a rental that holds nights, or a block), kept
// in step by triggers (migration 202611241200, decision 0006). Questions about them go there.

/**
 * The held nights overlap [start, end) — written exactly like the exclusion constraint's indexed
 * expression, so its gist index on (apartment_id, nights) answers it.
 */
export function overlapsHeldNightsSql(start: string, end: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`night_holds.nights && daterange(${start}::date, ${end}::date, '[)')`;
}

/** First night held ('YYYY-MM-DD'). */
export const heldStartSql = sql<string>`lower(night_holds.nights)`;
/** Check-out day of the holder (the day after its last night). */
export const heldEndSql = sql<string>`upper(night_holds.nights)`;
