import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An opaque bearer token: 256 bits from the operating system's CSPRNG, base64url (43 characters). */
export function generateSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Shape check before any database work, so garbage in the Authorization header costs nothing. */
export function looksLikeSessionToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * Only this digest is stored: a copy of the sessions table does not let anyone act as a user.
 * A plain SHA-256 is enough here (unlike passwords) because the token has 256 bits of entropy.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
