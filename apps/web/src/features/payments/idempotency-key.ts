import { useRef } from 'react';

/** A fresh random key (a UUID v4). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers outside a secure context: the same 122 random bits, written as a UUID v4.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IntentKeys {
  /** The key of this intent: the same one on every retry until the intent changes or is settled. */
  keyFor(intent: string): string;
  /** The intent was answered: whatever comes next, even the same intent again, is a new payment. */
  settle(): void;
}

/**
 * One Idempotency-Key per payment intent. A double click, or a retry after a network error or a
 * server failure, sends the same key, so the server makes one payment; choosing another method or
 * card, or asking again after an answer ('Gerar novo código'), is a new intent with a new key.
 */
export function createIntentKeys(generate: () => string = newIdempotencyKey): IntentKeys {
  let current: { intent: string; key: string } | null = null;
  return {
    keyFor(intent) {
      if (current?.intent !== intent) current = { intent, key: generate() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

/** The intent keys of a payment screen, kept across renders. */
export function useIdempotencyKey(generate?: () => string): IntentKeys {
  const keys = useRef<IntentKeys | null>(null);
  keys.current ??= createIntentKeys(generate);
  return keys.current;
}
