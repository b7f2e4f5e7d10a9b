import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { deleteUploads, lockOrphanCandidates, stillUnreferenced } from './orphan-repository.ts';

export const ORPHAN_SWEEP_JOB = 'uploads.sweep-orphans';
/** A file sent and never used (a form abandoned half-way) is kept this long, then deleted. */
export const ORPHAN_AGE_MS = 24 * 60 * 60_000;
/** One sweep an hour: an orphan goes between 24 and 25 hours after it arrived. */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60_000;
const BATCH_SIZE = 100;
/** A run stops after this many (the next one goes on), well inside the job's expiry. */
const MAX_BATCHES_PER_RUN = 50;

export interface OrphanSweepDependencies {
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  queue: JobQueue;
  logger: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Deletes uploads older than a day that no record uses: the row and the stored file. Each batch is one
 * transaction over rows it locked (SKIP LOCKED), so sweeps on several instances share the work, and the
 * files go before the commit: if removing one fails, the rows stay and the next sweep tries again (a
 * missing file is no error), so no file is ever left behind without its row. Answers the deleted names.
 */
export async function sweepOrphanUploads(
  deps: Pick<OrphanSweepDependencies, 'db' | 'storage' | 'clock'>,
): Promise<string[]> {
  const { db, storage, clock } = deps;
  const cutoff = new Date(clock.now().getTime() - ORPHAN_AGE_MS);
  const deleted: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const { locked, removed } = await db.transaction().execute(async (trx) => {
      const candidates = await lockOrphanCandidates(trx, cutoff, BATCH_SIZE);
      const orphans = await stillUnreferenced(
        trx,
        candidates.map((candidate) => candidate.id),
      );
      await deleteUploads(
        trx,
        orphans.map((orphan) => orphan.id),
      );
      for (const orphan of orphans) await storage.remove(orphan.file_name);
      return { locked: candidates.length, removed: orphans.map((orphan) => orphan.file_name) };
    });
    deleted.push(...removed);
    if (locked < BATCH_SIZE) break;
  }
  return deleted;
}

/** The sweep's slot: the hour (counted from the epoch) it is due in. */
const slotOf = (instant: Date) => Math.floor(instant.getTime() / ORPHAN_SWEEP_EVERY_MS);

/**
 * The sweep as a durable job of the queue, every hour: each run enqueues the next before it works, so a
 * failing sweep (retried with backoff) never ends the chain. One job per hour whatever the number of
 * instances: the hour is the job's singleton key, and the queue runs a job once. `schedule()` starts the
 * chain (the server calls it when it listens; a chain already under way is left as it is).
 */
export function registerOrphanSweep(deps: OrphanSweepDependencies): { schedule(): Promise<void> } {
  const { db, clock, queue, logger } = deps;
  const enqueue = (slot: number) =>
    queue.enqueue(
      db,
      ORPHAN_SWEEP_JOB,
      { slot },
      { singletonKey: `slot:${slot}`, startAfter: new Date(slot * ORPHAN_SWEEP_EVERY_MS) },
    );

  queue.work(
    ORPHAN_SWEEP_JOB,
    async ({ slot }: { slot: number }) => {
      // After a long stop, the next run is the next hour from now, not every hour missed.
      await enqueue(Math.max(slot, slotOf(clock.now())) + 1);
      const deleted = await sweepOrphanUploads(deps);
      if (deleted.length > 0) logger.info({ count: deleted.length }, 'unused uploads deleted');
    },
    { retryLimit: 5, retryDelaySeconds: 60 },
  );

  return { schedule: () => enqueue(slotOf(clock.now())) };
}
