import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('OneAtATime', () => {
  it('runs the tasks of one key one after the other, in order, and of other keys side by side', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const gate = deferred();
    const first = queue.run('event-1', async () => {
      log.push('first starts');
      await gate.promise;
      log.push('first ends');
      return 1;
    });
    const second = queue.run('event-1', async () => {
      log.push('second starts');
      return 2;
    });
    const other = queue.run('event-2', async () => {
      log.push('other starts');
      return 3;
    });
    await other;
    expect(log).toEqual(['first starts', 'other starts']);
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(log).toEqual(['first starts', 'other starts', 'first ends', 'second starts']);
  });

  it('goes on after a task that fails, and each caller gets its own outcome', async () => {
    const queue = new OneAtATime();
    const failing = queue.run('event', async () => {
      throw new Error('rolled back');
    });
    const next = queue.run('event', async () => 'credited');
    await expect(failing).rejects.toThrow('rolled back');
    await expect(next).resolves.toBe('credited');
  });

  it('keeps nothing once a key has no task left', async () => {
    const queue = new OneAtATime();
    await Promise.all([queue.run('a', async () => 1), queue.run('a', async () => 2)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.busyKeys).toBe(0);
  });
});
