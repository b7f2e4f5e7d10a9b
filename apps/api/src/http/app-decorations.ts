import type { PeriodicRound } from '../jobs.ts';
import type { BackgroundTasks } from '../lib/background-tasks.ts';
import type { JobQueueRunner } from '../lib/jobs/job-queue.ts';

// What buildApp (app.ts) decorates the Fastify instance with, kept apart so app.ts stays one screenful of wiring.

/** Routes that are part of the public contract (not hidden from the OpenAPI document). */
export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every documented /api route, as registered: the OpenAPI document must list them all. */
    apiRoutes: ApiRoute[];
    /**
     * Work that runs after the answer (a reset request, the sandbox bank's card confirmation); `drain()`
     * waits for it (tests, shutdown). E-mails are not composed here: see decision 0011.
     */
    backgroundTasks: BackgroundTasks;
    /**
     * The periodic round (holds, Pix codes, stays, defaulters, what a lost job left): on pg-boss's schedule in
     * a server; `runOnce()` runs one here and now (tests).
     */
    jobs: PeriodicRound;
    /**
     * The durable job queue (decision 0011): `enqueue` in the transaction that causes the work, `work` to
     * handle it. The server starts its workers; tests call `jobQueue.drain()` to run what is due.
     */
    jobQueue: JobQueueRunner;
  }
}
