import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJobOptions<T> {
  name: string;
  intervalMs: number;
  /** One run. May throw: the failure is logged and the next tick tries again. */
  run(): Promise<T>;
  logger: Pick<FastifyBaseLogger, 'error'>;
}

export interface PeriodicJob<T> {
  /** Runs now, then every `intervalMs` after the previous run ends (never two runs at once here). */
  start(): void;
  /** No more runs; resolves once a running one has finished (so the database can close). */
  stop(): Promise<void>;
  /** One run; undefined when it failed (logged, never thrown). A run already under way is shared. */
  runOnce(): Promise<T | undefined>;
}

/**
 * A timer for work that must happen on its own (expiring holds and Pix codes, finishing stays…).
 * It only spaces runs within one process: what makes a run safe beside the same job on other API
 * instances is the work itself (conditional updates, rows claimed with SKIP LOCKED).
 */
export function createPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T | undefined> | undefined;
  let stopped = true;

  const runOnce = (): Promise<T | undefined> => {
    running ??= Promise.resolve()
      .then(() => options.run())
      .catch((error: unknown) => {
        options.logger.error({ err: error, job: options.name }, 'periodic job failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const tick = async () => {
    await runOnce();
    if (!stopped) timer = setTimeout(tick, options.intervalMs);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
    runOnce,
  };
}
