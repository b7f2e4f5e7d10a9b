import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';

/** Deletes a deleted account's uploaded files from storage (payload: `{ fileNames }`). */
export const REMOVE_FILES_JOB = 'privacy.remove-files';

/** Removing a missing file succeeds, so a retry after a partial run finishes the rest. */
export function registerFileRemovalJob(queue: JobQueue, storage: FileStorage): void {
  queue.work(REMOVE_FILES_JOB, async ({ fileNames }: { fileNames: string[] }) => {
    for (const fileName of fileNames) await storage.remove(fileName);
  });
}
