import { randomUUID } from 'node:crypto';

// Letters, digits and a few separators: enough for UUIDs and tracing ids, never a header/log injection.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` when it is a sane token (a proxy's trace id), otherwise a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}
