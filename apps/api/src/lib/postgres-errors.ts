/** SQLSTATE of a failed statement; PGlite and node-postgres both put it on `code`. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return sqlState(error) === '23505' && (constraint === undefined || constraintOf(error) === constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

function constraintOf(error: unknown): string | undefined {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
