/** Past this many answers the cache starts over: a few calendars' worth of dates, never unbounded. */
const MAX_ANSWERS = 2000;

/**
 * Ready JSON answers of the unit page's reads (availability, taken nights, quotes), each kept while what
 * it was computed from stays the same: the catalogue snapshot (replaced on every catalogue change) and
 * the version of the held nights (the embedded database's write count). When either moves, every answer
 * is dropped at once. Without a version (PostgreSQL, written by other instances at any time) nothing is
 * kept and every answer is computed again.
 */
export class ReadyAnswers {
  readonly #answers = new Map<string, string>();
  #snapshot: object | undefined;
  #version: number | undefined;

  /**
   * The answer for `key` as of `snapshot` and `version`. `compute` must read the held nights of that
   * version: it is called before anything else is awaited, so it sees the same write count.
   */
  async get(
    key: string,
    snapshot: object,
    version: number | undefined,
    compute: () => Promise<string> | string,
  ): Promise<string> {
    if (version === undefined) return compute();
    if (this.#snapshot !== snapshot || this.#version !== version) {
      this.#answers.clear();
      this.#snapshot = snapshot;
      this.#version = version;
    }
    const ready = this.#answers.get(key);
    if (ready !== undefined) return ready;
    const answer = await compute();
    // A write or a reload while it was computed: the answer was right for the version it read, and the
    // next question, seeing the new one, starts over.
    if (this.#snapshot === snapshot && this.#version === version) {
      if (this.#answers.size >= MAX_ANSWERS) this.#answers.clear();
      this.#answers.set(key, answer);
    }
    return answer;
  }
}
