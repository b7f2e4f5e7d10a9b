import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the X-Signature of POST /api/payments/webhook. */
export function signWebhookBody(body: string | Uint8Array, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Whether `header` is the signature of exactly these bytes. The comparison takes the same time
 * whichever byte differs, so the signature cannot be guessed one byte at a time.
 */
export function isValidWebhookSignature(
  body: Uint8Array,
  header: string | undefined,
  secret: string,
): boolean {
  const match = SIGNATURE_PATTERN.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const received = Buffer.from(match[1]!, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** How far a signed event's own timestamp may be from now: an older one is a replay. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export function isFreshEvent(createdAt: Date, now: Date): boolean {
  return Math.abs(now.getTime() - createdAt.getTime()) <= WEBHOOK_TOLERANCE_MS;
}
