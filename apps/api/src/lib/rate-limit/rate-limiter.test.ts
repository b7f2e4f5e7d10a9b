import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { createMemoryRateLimitStore } from './memory-store.ts';
import { createRateLimiter } from './rate-limiter.ts';

const rule = { name: 'login-email', max: 3, windowMs: 15 * 60 * 1000 };

describe('rate limiter (memory store)', () => {
  it('lets `max` attempts through, then refuses with the seconds left in the window', async () => {
    const clock = createManualClock();
    const limiter = createRateLimiter(createMemoryRateLimitStore(), clock);
    expect(await limiter.consume(rule, 'ana@exemplo.com')).toEqual({ allowed: true, remaining: 2 });
    await limiter.consume(rule, 'ana@exemplo.com');
    expect(await limiter.consume(rule, 'ana@exemplo.com')).toEqual({ allowed: true, remaining: 0 });
    clock.advance(5 * 60 * 1000);
    expect(await limiter.consume(rule, 'ana@exemplo.com')).toEqual({
      allowed: false,
      retryAfterSeconds: 600,
    });
  });

  it('opens again once the window is over', async () => {
    const clock = createManualClock();
    const limiter = createRateLimiter(createMemoryRateLimitStore(), clock);
    for (let attempt = 0; attempt < 4; attempt += 1) await limiter.consume(rule, 'ana@exemplo.com');
    clock.advance(rule.windowMs);
    expect(await limiter.consume(rule, 'ana@exemplo.com')).toEqual({ allowed: true, remaining: 2 });
  });

  it('keeps subjects and rules apart, and ignores e-mail letter case', async () => {
    const clock = createManualClock();
    const limiter = createRateLimiter(createMemoryRateLimitStore(), clock);
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.consume(rule, 'Ana@Exemplo.com');
    expect((await limiter.consume(rule, 'ana@exemplo.com')).allowed).toBe(false);
    expect((await limiter.consume(rule, 'bia@exemplo.com')).allowed).toBe(true);
    expect((await limiter.consume({ ...rule, name: 'login-ip' }, 'ana@exemplo.com')).allowed).toBe(true);
  });

  it('forgets a subject on reset', async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore(), createManualClock());
    for (let attempt = 0; attempt < 5; attempt += 1) await limiter.consume(rule, '10.0.0.1');
    await limiter.reset(rule, '10.0.0.1');
    expect((await limiter.consume(rule, '10.0.0.1')).allowed).toBe(true);
  });

  it('takes one attempt back on release, within the window and never below zero', async () => {
    const clock = createManualClock();
    const limiter = createRateLimiter(createMemoryRateLimitStore(), clock);
    await limiter.release(rule, '10.0.0.2');
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.consume(rule, '10.0.0.2');
    await limiter.release(rule, '10.0.0.2');
    expect(await limiter.consume(rule, '10.0.0.2')).toEqual({ allowed: true, remaining: 0 });
    clock.advance(rule.windowMs);
    await limiter.release(rule, '10.0.0.2');
    expect(await limiter.consume(rule, '10.0.0.2')).toEqual({ allowed: true, remaining: 2 });
  });

  it('stays bounded in memory under a flood of distinct keys', async () => {
    const clock = createManualClock();
    const store = createMemoryRateLimitStore({ maxKeys: 100 });
    for (let index = 0; index < 1000; index += 1) {
      await store.increment(`k${index}`, 60_000, clock.now());
    }
    // The most recent key is still counted, the oldest have been dropped.
    expect((await store.increment('k999', 60_000, clock.now())).count).toBe(2);
    expect((await store.increment('k0', 60_000, clock.now())).count).toBe(1);
  });
});
