import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { createIntentKeys, newIdempotencyKey, useIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function counter() {
  let count = 0;
  return () => `chave-${++count}`;
}

describe('an Idempotency-Key per payment intent', () => {
  it('is a random UUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('stays the same for every retry of one intent (a double click, a lost answer)', () => {
    const keys = createIntentKeys(counter());
    expect(keys.keyFor('PIX')).toBe('chave-1');
    expect(keys.keyFor('PIX')).toBe('chave-1');
    expect(keys.keyFor('PIX')).toBe('chave-1');
  });

  it('changes with the intent, and for the same intent once it was answered', () => {
    const keys = createIntentKeys(counter());
    expect(keys.keyFor('PIX')).toBe('chave-1');
    expect(keys.keyFor('BANK_SLIP')).toBe('chave-2');
    expect(keys.keyFor('PIX')).toBe('chave-3');
    keys.settle();
    // 'Gerar novo código': the same method again is a new payment.
    expect(keys.keyFor('PIX')).toBe('chave-4');
  });

  it('is kept by the hook across renders', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey(counter()));
    const first = result.current.keyFor('CREDIT_CARD:VISA:1111:12/30:ANA:1');
    rerender();
    expect(result.current.keyFor('CREDIT_CARD:VISA:1111:12/30:ANA:1')).toBe(first);
    result.current.settle();
    rerender();
    expect(result.current.keyFor('CREDIT_CARD:VISA:1111:12/30:ANA:1')).not.toBe(first);
  });
});
