/** The constraint that keeps two stays holding nights from sharing one (initial schema). */
const SHARED_NIGHTS_CONSTRAINT = 'rentals_no_shared_nights';

/** SQLSTATE 23P01 (exclusion violation) on that constraint, as PGlite and node-postgres both report it. */
export function isSharedNightsViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23P01' && (constraint === undefined || constraint === SHARED_NIGHTS_CONSTRAINT);
}
