import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createPostgresDatabase } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { createManualClock } from '../clock.ts';
import {
  bossDb,
  createJobQueue,
  JOB_QUEUE_NAME,
  JOB_QUEUE_SCHEMA,
  type JobQueueRunner,
  type WorkOptions,
} from './job-queue.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

/** A queue (as one API instance would have it) with a handler that records what it ran. */
async function queueWith(
  name: string,
  handler: (payload: { n: number }) => Promise<void>,
  options: { db?: Kysely<Database>; clock?: ReturnType<typeof createManualClock>; work?: WorkOptions } = {},
): Promise<JobQueueRunner> {
  const queue = createJobQueue({
    db: options.db ?? database.db,
    clock: options.clock ?? createManualClock(),
    logger: silent,
    pollingIntervalSeconds: 0.5,
    scheduleIntervalSeconds: 1,
  });
  queue.work(name, handler, options.work);
  return queue;
}

describe('job queue', () => {
  it('runs a job enqueued in a committed transaction, and never one whose transaction rolled back', async () => {
    const ran: number[] = [];
    const queue = await queueWith('test-commit', async ({ n }) => {
      ran.push(n);
    });
    await database.db.transaction().execute((trx) => queue.enqueue(trx, 'test-commit', { n: 1 }));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, 'test-commit', { n: 2 });
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('the change that caused it failed');

    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual([1]);
    expect(await queue.drain()).toBe(0);
  });

  it('retries a handler that throws, after its backoff on the app clock, until it succeeds', async () => {
    const clock = createManualClock('2025-03-01T12:00:00.000Z');
    let calls = 0;
    const queue = await queueWith(
      'test-retry',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error(`provider unavailable (${calls})`);
      },
      { clock, work: { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true } },
    );
    await queue.enqueue(database.db, 'test-retry', { n: 1 });

    expect(await queue.drain()).toBe(1);
    expect(calls).toBe(1);
    expect(await queue.drain()).toBe(0); // the retry waits for its delay

    clock.advance(2 * 60_000); // first backoff: between 60 and 120 s
    expect(await queue.drain()).toBe(1);
    expect(calls).toBe(2);

    clock.advance(4 * 60_000); // second: between 120 and 240 s
    expect(await queue.drain()).toBe(1);
    expect(calls).toBe(3);
    clock.advance(24 * 3_600_000);
    expect(await queue.drain()).toBe(0);
  });

  it('retries at once when the retry delay is zero, and gives up after the retry limit', async () => {
    let calls = 0;
    const queue = await queueWith(
      'test-give-up',
      async () => {
        calls += 1;
        throw new Error('always fails');
      },
      { work: { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false } },
    );
    await queue.enqueue(database.db, 'test-give-up', { n: 1 });
    expect(await queue.drain()).toBe(3);
    expect(calls).toBe(3);
  });

  it('waits for startAfter on the app clock, and keeps one job per singleton key', async () => {
    const clock = createManualClock('2025-03-01T12:00:00.000Z');
    const ran: number[] = [];
    const queue = await queueWith(
      'test-later',
      async ({ n }) => {
        ran.push(n);
      },
      { clock },
    );
    const later = new Date('2025-03-11T12:00:00.000Z');
    await queue.enqueue(database.db, 'test-later', { n: 1 }, { startAfter: later, singletonKey: 'boleto-2' });
    await queue.enqueue(database.db, 'test-later', { n: 2 }, { startAfter: later, singletonKey: 'boleto-2' });
    expect(await queue.drain()).toBe(0);
    clock.set(later);
    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual([1]);
  });

  it('refuses a job for a queue with no handler, so the caller’s transaction does not commit without it', async () => {
    const queue = await queueWith('test-known', async () => {});
    await expect(queue.enqueue(database.db, 'test-unknown', {})).rejects.toThrow(/no handler/);
    expect(await queue.drain()).toBe(0);
  });

  it('keeps a committed job when the app stops before running it: the next app runs it', async () => {
    const first = await queueWith('test-crash', async () => {
      throw new Error('this instance never got to run it');
    });
    await database.db.transaction().execute((trx) => first.enqueue(trx, 'test-crash', { n: 7 }));
    await first.stop(); // "crashed": closed after the commit, before the call

    const ran: number[] = [];
    const next = await queueWith('test-crash', async ({ n }) => {
      ran.push(n);
    });
    expect(await next.drain()).toBe(1);
    expect(ran).toEqual([7]);
  });

  it('rolls back a maintenance script that fails half-way, so the session serves the next query', async () => {
    const connection = bossDb(database.db);
    await expect(
      connection.executeSql('BEGIN; select 1; select * from no_such_table; COMMIT;', []),
    ).rejects.toThrow(/no_such_table/);
    // Several queries, so on PostgreSQL the pool hands out the connection the script used too.
    for (let n = 0; n < 6; n += 1) {
      const { rows } = await connection.executeSql('select 1 as one', []);
      expect(rows).toEqual([{ one: 1 }]);
    }
    await database.db.transaction().execute(async (trx) => {
      await bossDb(trx).executeSql('select 1', []);
    });
  });

  it('runs each job once with two instances draining and polling the same database', async () => {
    // On PostgreSQL each instance has its own pool, as two servers would; PGlite has one process.
    const second = database.url ? createPostgresDatabase(database.url, 4) : database.db;
    try {
      const ran: number[] = [];
      const handler = async ({ n }: { n: number }) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push(n);
      };
      const a = await queueWith('test-once', handler);
      const b = await queueWith('test-once', handler, { db: second });
      for (let n = 0; n < 20; n += 1) await a.enqueue(database.db, 'test-once', { n });
      const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
      expect(byA + byB).toBe(20);
      expect(ran.toSorted((x, y) => x - y)).toEqual([...Array(20).keys()]);

      // The servers' way: both poll; every job still runs once.
      ran.length = 0;
      await Promise.all([a.start(), b.start()]);
      for (let n = 0; n < 10; n += 1) await b.enqueue(database.db, 'test-once', { n });
      await expect.poll(() => ran.length, { timeout: 20_000, interval: 100 }).toBe(10);
      await Promise.all([a.stop(), b.stop()]);
      expect(ran.toSorted((x, y) => x - y)).toEqual([...Array(10).keys()]);
    } finally {
      if (second !== database.db) await second.destroy();
    }
  });

  it('sends the scheduled job once per tick however many instances run, and keeps the schedule the last start wrote', async () => {
    const second = database.url ? createPostgresDatabase(database.url, 4) : database.db;
    try {
      const ran: string[] = [];
      const tick = { job: 'test-tick', cron: '* * * * *', timeZone: 'America/Sao_Paulo' };
      // The tick's job carries the retries and expiry it was registered with, as an enqueued one would.
      const work = { retryLimit: 0, expireInSeconds: 90 };
      const a = await queueWith(
        'test-tick',
        async () => {
          ran.push('a');
        },
        { work },
      );
      const b = await queueWith(
        'test-tick',
        async () => {
          ran.push('b');
        },
        { db: second, work },
      );
      a.schedule(tick);
      b.schedule(tick);
      // pg-boss looks at the schedules once per 30 s across instances: the previous test's instances just did.
      await sql`update pgboss.version set cron_on = null`.execute(database.db);
      await Promise.all([a.start(), b.start()]);
      // The minute's tick (its cron matched less than a minute ago): one job, run by one of them.
      await expect.poll(() => ran.length, { timeout: 20_000, interval: 100 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // both polled again: nothing more
      await Promise.all([a.stop(), b.stop()]);
      expect(ran).toHaveLength(1);

      const { rows } = await sql<{ cron: string; timezone: string; data: unknown }>`
        select cron, timezone, data from pgboss.schedule where name = ${JOB_QUEUE_NAME}`.execute(database.db);
      expect(rows).toEqual([
        { cron: '* * * * *', timezone: 'America/Sao_Paulo', data: { job: 'test-tick', payload: {} } },
      ]);
      const sent = await sql<{ retry_limit: number; expire_seconds: number }>`
        select retry_limit, extract(epoch from expire_in)::int as expire_seconds
        from ${sql.table(`${JOB_QUEUE_SCHEMA}.job`)} where data->>'job' = 'test-tick'`.execute(database.db);
      expect(sent.rows).toEqual([{ retry_limit: 0, expire_seconds: 90 }]);
    } finally {
      if (second !== database.db) await second.destroy();
    }
  });

  it('refuses to schedule a job with no handler, and a start without a schedule removes the one kept', async () => {
    const queue = await queueWith('test-unscheduled', async () => {});
    expect(() => queue.schedule({ job: 'test-nobody', cron: '* * * * *', timeZone: 'UTC' })).toThrow(
      /no handler/,
    );
    await queue.start();
    await queue.stop();
    const { rows } = await sql`select name from pgboss.schedule`.execute(database.db);
    expect(rows).toEqual([]);
  });
});
