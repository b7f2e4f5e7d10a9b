import type { FastifyBaseLogger } from 'fastify';

type Logger = Pick<FastifyBaseLogger, 'error'>;

/**
 * Work that must not hold up the answer (sending e-mail, or anything whose duration would reveal
 * whether an account exists). Failures are logged, never thrown at a caller who already left;
 * `drain` lets shutdown and tests wait for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      // Tasks may start others (a reset request sends an e-mail): loop until nothing is left.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
