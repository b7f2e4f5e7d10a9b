/**
 * The one constraint that keeps two holders of nights (rentals that hold nights, blocks) from sharing a
 * night of an apartment: on the night_holds table (decision 0006).
 */
const SHARED_NIGHTS_CONSTRAINT = 'night_holds_no_shared_nights';

/** SQLSTATE 23P01 (exclusion violation) on that constraint, as PGlite and node-postgres both report it. */
export function isSharedNightsViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23P01' && (constraint === undefined || constraint === SHARED_NIGHTS_CONSTRAINT);
}
