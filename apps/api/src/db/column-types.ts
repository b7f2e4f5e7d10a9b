import type { ColumnType } from 'kysely';

// How the tables' columns read and write, shared by every *-schema.ts.

/** jsonb: read as a value, written as JSON text (`toJson`), the one form both drivers accept alike. */
export type Json<T> = ColumnType<T, string, string>;
/** A calendar day, 'YYYY-MM-DD' in and out (the type parsers keep `date` as text). */
export type DateText = string;
/** numeric: read as a number, written as a number or its decimal text. */
export type Numeric = ColumnType<number, number | string, number | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
