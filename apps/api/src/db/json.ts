/**
 * A value for a jsonb column. node-postgres would turn a JS array into a PostgreSQL array literal,
 * so JSON goes in as text and the server parses it: the same on PGlite and on a server.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
