/**
 * Runs the tasks given for one key one after the other, in the order given, within this process; tasks
 * of different keys run side by side. A task that fails does not stop the ones queued after it (each
 * caller gets its own task's result or error). Nothing is kept for a key once its queue is empty.
 */
export class OneAtATime {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const earlier = this.#tails.get(key);
    const current = earlier ? earlier.then(task, task) : task();
    const tail = current.catch(() => undefined);
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return current;
  }

  /** Keys with a task queued or running (for tests). */
  get busyKeys(): number {
    return this.#tails.size;
  }
}
