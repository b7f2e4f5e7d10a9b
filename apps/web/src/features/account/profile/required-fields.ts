/** A value of the profile forms that counts as given (the domain's completeness rule: not blank). */
export function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Blank text as null: how PATCH /api/me clears a field. */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The message of every blank field among `messages` (path → message). */
export function missingFieldErrors(
  read: (path: string) => string | null | undefined,
  messages: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) if (!isFilled(read(path))) errors[path] = message;
  return errors;
}
