import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks.ts';

describe('background tasks', () => {
  it('runs tasks after the caller moves on, and drain waits for them and for those they start', async () => {
    const tasks = createBackgroundTasks({ error: vi.fn() });
    const done: string[] = [];
    tasks.run('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done.push('first');
      tasks.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    await tasks.drain();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure instead of throwing it', async () => {
    const error = vi.fn();
    const tasks = createBackgroundTasks({ error });
    tasks.run('broken', () => Promise.reject(new Error('smtp down')));
    tasks.run('sync throw', () => {
      throw new Error('oops');
    });
    await tasks.drain();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.map(([context]) => context.task).sort()).toEqual(['broken', 'sync throw']);
  });
});
