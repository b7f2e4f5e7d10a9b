import type { JobsReport } from '../jobs.ts';
import type { BackgroundTasks } from '../lib/background-tasks.ts';
import type { JobQueueRunner } from '../lib/jobs/job-queue.ts';
import type { PeriodicJob } from '../lib/jobs/periodic-job.ts';

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
    /** The periodic rules (holds, Pix codes, stays, defaulters, e-mail retries); the server starts them. */
    jobs: PeriodicJob<JobsReport>;
    /**
     * The durable job queue (decision 0011): `enqueue` in the transaction that causes the work, `work` to
     * handle it. The server starts its workers; tests call `jobQueue.drain()` to run what is due.
     */
    jobQueue: JobQueueRunner;
  }
}
