import { describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job.ts';

describe('createPeriodicJob', () => {
  it('runs at start and on every tick until stopped, then runs no more', async () => {
    let runs = 0;
    const logger = { error: vi.fn() };
    const job = createPeriodicJob({ name: 'test', intervalMs: 5, run: async () => ++runs, logger });
    job.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    await job.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toBe(stoppedAt);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('shares a run under way instead of starting a second one', async () => {
    let release: () => void = () => {};
    let runs = 0;
    const job = createPeriodicJob({
      name: 'test',
      intervalMs: 60_000,
      run: () =>
        new Promise<number>((resolve) => {
          runs += 1;
          release = () => resolve(runs);
        }),
      logger: { error: vi.fn() },
    });
    const first = job.runOnce();
    const second = job.runOnce();
    await vi.waitFor(() => expect(runs).toBe(1));
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
  });

  it('logs a failed run instead of throwing, and keeps going', async () => {
    const logger = { error: vi.fn() };
    const job = createPeriodicJob({
      name: 'broken',
      intervalMs: 5,
      run: async () => {
        throw new Error('database unavailable');
      },
      logger,
    });
    await expect(job.runOnce()).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
    job.start();
    await vi.waitFor(() => expect(logger.error.mock.calls.length).toBeGreaterThan(2));
    await job.stop();
  });

  it('waits for a run under way when stopped', async () => {
    let finished = false;
    const job = createPeriodicJob({
      name: 'slow',
      intervalMs: 60_000,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished = true;
      },
      logger: { error: vi.fn() },
    });
    job.start();
    await job.stop();
    expect(finished).toBe(true);
  });
});
