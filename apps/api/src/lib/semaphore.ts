export interface Semaphore {
  /** Runs `task` once fewer than the limit are running; later callers wait in arrival order. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Semaphore limit must be a positive integer`);
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running < limit) running += 1;
      // The slot is handed over directly by `release`, so `running` stays counted for the waiter.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
