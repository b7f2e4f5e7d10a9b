import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { createManualClock } from '../clock.ts';
import { createDatabaseRateLimitStore } from './database-store.ts';
import { createRateLimiter } from './rate-limiter.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const rule = { name: 'login-ip', max: 3, windowMs: 60_000 };

describe('rate limiter (database store)', () => {
  it('counts in the shared table, refuses past the limit and opens again after the window', async () => {
    const clock = createManualClock('2025-02-01T10:00:00.000Z');
    const limiter = createRateLimiter(createDatabaseRateLimitStore(database.db), clock);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await limiter.consume(rule, '10.0.0.7')).allowed).toBe(true);
    clock.advance(20_000);
    expect(await limiter.consume(rule, '10.0.0.7')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    clock.advance(40_000);
    expect(await limiter.consume(rule, '10.0.0.7')).toEqual({ allowed: true, remaining: 2 });
  });

  it('is shared: two limiters (two API instances) on one database count together, even concurrently', async () => {
    const clock = createManualClock('2025-02-01T10:00:00.000Z');
    const first = createRateLimiter(createDatabaseRateLimitStore(database.db), clock);
    const second = createRateLimiter(createDatabaseRateLimitStore(database.db), clock);
    const decisions = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 ? first : second).consume(rule, 'ana@exemplo.com')),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('stores digests, not e-mails or IPs, and forgets on reset', async () => {
    const clock = createManualClock('2025-02-01T10:00:00.000Z');
    const limiter = createRateLimiter(createDatabaseRateLimitStore(database.db), clock);
    await limiter.consume(rule, 'segredo@exemplo.com');
    const keys = (await database.db.selectFrom('rate_limit_hits').select('key').execute()).map(
      (row) => row.key,
    );
    expect(keys.join(' ')).not.toContain('segredo');
    await limiter.reset(rule, 'segredo@exemplo.com');
    expect(await limiter.consume(rule, 'segredo@exemplo.com')).toEqual({ allowed: true, remaining: 2 });
  });

  it('takes one hit back on release, only while the window runs', async () => {
    const clock = createManualClock('2025-02-01T10:00:00.000Z');
    const limiter = createRateLimiter(createDatabaseRateLimitStore(database.db), clock);
    await limiter.release(rule, '10.0.0.9');
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.consume(rule, '10.0.0.9');
    await limiter.release(rule, '10.0.0.9');
    expect(await limiter.consume(rule, '10.0.0.9')).toEqual({ allowed: true, remaining: 0 });
    clock.advance(rule.windowMs);
    await limiter.release(rule, '10.0.0.9');
    expect(await limiter.consume(rule, '10.0.0.9')).toEqual({ allowed: true, remaining: 2 });
    // The last hit taken back: the counter is gone, and the next hit starts a window of its own.
    await limiter.release(rule, '10.0.0.9');
    await limiter.release(rule, '10.0.0.9');
    clock.advance(30_000);
    await limiter.consume(rule, '10.0.0.9');
    await limiter.consume(rule, '10.0.0.9');
    await limiter.consume(rule, '10.0.0.9');
    expect(await limiter.consume(rule, '10.0.0.9')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('sweeps expired counters now and then', async () => {
    const clock = createManualClock('2025-03-01T10:00:00.000Z');
    const store = createDatabaseRateLimitStore(database.db, () => 0);
    await store.increment('old', 1000, clock.now());
    clock.advance(5000);
    await store.increment('new', 1000, clock.now());
    const keys = (await database.db.selectFrom('rate_limit_hits').select('key').execute()).map(
      (row) => row.key,
    );
    expect(keys).toContain('new');
    expect(keys).not.toContain('old');
  });
});
