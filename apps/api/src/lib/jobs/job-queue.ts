import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';

/** pg-boss's tables live in this schema (created by migration 202611261100, decision 0011). */
export const JOB_QUEUE_SCHEMA = 'pgboss';
/**
 * The one pg-boss queue every job of the app goes through (created by the same migration), each job
 * carrying its name: pg-boss gives each queue its own partition, which costs a third of a second to create
 * on PGlite; one queue keeps every test database ready as migrated, and each job still has its own retry
 * settings (pg-boss takes them per job).
 */
export const JOB_QUEUE_NAME = 'estadia-jobs';

export interface EnqueueOptions {
  /** Not before this instant (by the app's clock). Now when omitted. */
  startAfter?: Date;
  /**
   * At most one job per key in this queue: a second enqueue with the same key is ignored while the first
   * job is kept by the queue (waiting, running, retrying, or finished within the last 12 hours).
   */
  singletonKey?: string;
}

export interface WorkOptions {
  /** How many times a failed job is tried again (default 10). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Each retry waits about twice as long as the one before, with jitter (default true). */
  retryBackoff?: boolean;
  /** A running job not finished after this long is failed and retried, here or elsewhere (default 15 minutes). */
  expireInSeconds?: number;
}

export interface JobQueue {
  /** Inside the caller's transaction (Kysely db or Transaction, see db/executor.ts): the job exists only if it commits. */
  enqueue(
    executor: Executor,
    name: string,
    payload: Record<string, unknown>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Registers the handler; a throw is retried with backoff; each job runs once across instances. */
  // biome-ignore lint/suspicious/noExplicitAny: a payload is JSON the handler validates or trusts.
  work(name: string, handler: (payload: any) => Promise<void>, options?: WorkOptions): void;
  /** Tests: runs the jobs due now in this process until none is left; returns how many ran. */
  drain(): Promise<number>;
}

/**
 * A job pg-boss sends on a cron (its `schedule()`): once per tick across every instance, however many run
 * (its timekeeper claims each tick in the database, then sends the tick's job as a singleton), with the
 * retries and expiry the job was registered with (`work`), as an enqueued one.
 */
export interface JobSchedule {
  /** The job's name, as registered with `work`. */
  job: string;
  /** Five fields, minute first (e.g. '* * * * *': every minute); read in `timeZone`. */
  cron: string;
  timeZone: string;
}

/** The queue as the app owns it: workers in a server. */
export interface JobQueueRunner extends JobQueue {
  /**
   * The queue's schedule, written when a server starts (an existing one is replaced). pg-boss keeps one
   * schedule per queue, and the app has one queue: one schedule, the periodic round (jobs.ts).
   */
  schedule(schedule: JobSchedule): void;
  /**
   * Starts polling for due jobs, pg-boss's supervision (expired jobs, archiving) and its timekeeper (the
   * schedule's ticks). Servers only.
   */
  start(): Promise<void>;
  /** Stops polling; waits (up to 10 s) for running handlers, then fails what is left so it is retried. */
  stop(): Promise<void>;
}

export interface JobQueueDependencies {
  db: Kysely<Database>;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often an idle worker looks for due jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How many jobs one instance runs at once (default 2). */
  concurrency?: number;
  /** How often the schedule's ticks become jobs (pg-boss's cron worker, seconds; default 5). Tests: 1. */
  scheduleIntervalSeconds?: number;
}

/** What a pg-boss job of the app's queue holds. */
interface QueuedJob {
  job: string;
  payload: Record<string, unknown>;
}

const DEFAULT_WORK_OPTIONS: Required<WorkOptions> = {
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

interface Registration {
  // biome-ignore lint/suspicious/noExplicitAny: see JobQueue.work.
  handler: (payload: any) => Promise<void>;
  options: Required<WorkOptions>;
}

/** pg-boss's maintenance comes as one text `BEGIN; …; COMMIT;` (its `locked` scripts). */
const TRANSACTION_SCRIPT = /^\s*BEGIN;/i;

/** pg-boss's connection port over a Kysely executor: its statements run on our pool, or in our transaction. */
export function bossDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const query = CompiledQuery.raw(text, values);
      if (executor.isTransaction || values.length > 0 || !TRANSACTION_SCRIPT.test(text)) {
        const result = await executor.executeQuery(query);
        return { rows: result.rows as unknown[] };
      }
      // A script that opens its own transaction and fails half-way leaves its session inside an aborted
      // transaction: on one connection, rolled back before the connection goes back to the pool (or, on
      // PGlite, before the one session serves anyone else).
      return executor.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(query);
          return { rows: result.rows as unknown[] };
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

/** The job id a singleton key stands for: the same (queue, key) always gives the same uuid. */
function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The durable job queue, on pg-boss (decision 0011). pg-boss runs its statements through the app's own
 * Kysely database, so it works on PostgreSQL and on the embedded PGlite (one connection behind a mutex)
 * alike, and `enqueue` writes the job with the caller's transaction.
 *
 * Time: pg-boss decides what is due with the database's `now()`. A server's clock is the system's, so
 * that agrees. Tests move an injected clock instead, so `drain()` claims what is due by the app's clock,
 * and after a failure moves the retry pg-boss scheduled (database now + backoff) onto that clock: a
 * retry is due after `clock.advance(delay)`, or at once when the queue's retry delay is 0.
 */
export function createJobQueue(deps: JobQueueDependencies): JobQueueRunner {
  const { db, clock, logger } = deps;
  const registrations = new Map<string, Registration>();
  const boss = new PgBoss({
    db: bossDb(db),
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: true,
    cronWorkerIntervalSeconds: deps.scheduleIntervalSeconds ?? 5,
  });
  // An EventEmitter without an 'error' listener would throw: pg-boss reports polling failures here.
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  let started = false;
  let scheduled: JobSchedule | undefined;

  const run = async (data: unknown): Promise<void> => {
    const { job, payload } = data as QueuedJob;
    const registration = registrations.get(job);
    // A job of a name this instance does not know (another version during a deploy): retried later.
    if (!registration) throw new Error(`no handler for job ${job}`);
    try {
      await registration.handler(payload);
    } catch (error) {
      logger.warn({ err: error, job }, 'job failed; it is retried while it has tries left');
      throw error;
    }
  };

  /** Claims one job that is due by the app's clock (see above), as pg-boss's own fetch does. */
  const claimDue = async () => {
    const { rows } = await sql<{ id: string; data: unknown }>`
      with next as (
        select id from ${sql.table(`${JOB_QUEUE_SCHEMA}.job`)}
        where name = ${JOB_QUEUE_NAME} and state < 'active' and start_after <= ${clock.now()}
        order by priority desc, created_on, id
        limit 1
        for update skip locked
      )
      update ${sql.table(`${JOB_QUEUE_SCHEMA}.job`)} as j set
        state = 'active',
        started_on = now(),
        retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end
      from next
      where j.name = ${JOB_QUEUE_NAME} and j.id = next.id
      returning j.id, j.data`.execute(db);
    return rows[0];
  };

  const moveRetryOntoClock = async (id: string) => {
    await sql`
      update ${sql.table(`${JOB_QUEUE_SCHEMA}.job`)}
      set start_after = ${clock.now()}::timestamptz + (start_after - now())
      where name = ${JOB_QUEUE_NAME} and id = ${id} and state = 'retry'`.execute(db);
  };

  /** pg-boss's send options for a job of `name`: the retries and expiry it was registered with. */
  const sendOptions = (name: string) => {
    const registration = registrations.get(name);
    if (!registration) throw new Error(`job ${name} has no handler registered (work)`);
    const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = registration.options;
    return { retryLimit, retryDelay: retryDelaySeconds, retryBackoff, expireInSeconds };
  };

  return {
    async enqueue(executor, name, payload, options = {}) {
      const data: QueuedJob = { job: name, payload };
      const id = await boss.send(JOB_QUEUE_NAME, data, {
        ...sendOptions(name),
        db: bossDb(executor),
        startAfter: options.startAfter ?? clock.now(),
        ...(options.singletonKey
          ? { id: singletonId(name, options.singletonKey), singletonKey: `${name}:${options.singletonKey}` }
          : {}),
      });
      if (id === null && !options.singletonKey) throw new Error(`job ${name} was not enqueued`);
    },

    work(name, handler, options = {}) {
      if (registrations.has(name)) throw new Error(`job ${name} already has a handler`);
      registrations.set(name, { handler, options: { ...DEFAULT_WORK_OPTIONS, ...options } });
    },

    async drain() {
      let ran = 0;
      for (;;) {
        const job = await claimDue();
        if (!job) return ran;
        ran += 1;
        try {
          await run(job.data);
          await boss.complete(JOB_QUEUE_NAME, job.id);
        } catch (error) {
          await boss.fail(JOB_QUEUE_NAME, job.id, error as object);
          await moveRetryOntoClock(job.id);
        }
      }
    },

    schedule(schedule) {
      sendOptions(schedule.job); // a job nobody handles is refused now, not at the first tick
      scheduled = schedule;
    },

    async start() {
      if (started) return;
      // Before the timekeeper starts: its first look at the schedule comes at once, the next one 30 s later.
      if (scheduled) {
        const { job, cron, timeZone } = scheduled;
        const data: QueuedJob = { job, payload: {} };
        await boss.schedule(JOB_QUEUE_NAME, cron, data, { ...sendOptions(job), tz: timeZone });
      } else {
        await boss.unschedule(JOB_QUEUE_NAME);
      }
      await boss.start();
      // Each worker runs one job at a time; several make a slow e-mail not hold up a refund.
      for (let worker = 0; worker < (deps.concurrency ?? 2); worker += 1) {
        await boss.work<QueuedJob>(
          JOB_QUEUE_NAME,
          { batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job) await run(job.data);
          },
        );
      }
      started = true;
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    },
  };
}
