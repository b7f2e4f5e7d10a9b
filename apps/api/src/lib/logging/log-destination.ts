import pino from 'pino';

/** Bytes per write of pending log lines (pino's own default is 16 KB). */
const CHUNK_BYTES = 2048;

/**
 * Where the server's JSON log lines go: standard output by default, written asynchronously and
 * flushed on exit, as pino does on its own, but in chunks of at most 2 KB. pino's destination
 * (sonic-boom) measures the byte length of the chunk it is filling on every line it adds, so with
 * 16 KB chunks a busy server re-reads kilobytes of pending log for each request: on a cached catalogue
 * read that was a fifth of the cost of the whole request (`npm run bench`). Small chunks keep the cost
 * of a line flat; a longer line (a stack trace) is still written whole.
 */
export function createLogDestination(dest: number | string = 1): ReturnType<typeof pino.destination> {
  return pino.destination({ dest, sync: false, maxWrite: CHUNK_BYTES });
}
