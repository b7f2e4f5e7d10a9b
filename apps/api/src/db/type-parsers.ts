/**
 * The same JavaScript values from PGlite and from node-postgres, whatever the driver's defaults:
 * a `date` stays 'YYYY-MM-DD' (no time zone shift through a JS Date), `numeric` (prices, areas) and
 * `bigint` (count(*)) become numbers. Amounts are integer cents or reais with two decimals, far below
 * 2^53, so nothing is lost.
 */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  1082: (value) => value, // date
  1700: (value) => Number(value), // numeric
  20: (value) => Number(value), // int8
};
