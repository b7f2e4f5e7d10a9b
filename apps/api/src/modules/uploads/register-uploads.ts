import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { createFileStorage } from '../../lib/storage/create-file-storage.ts';
import { registerOrphanSweep } from './orphan-sweep.ts';
import { uploadRoutes } from './routes.ts';
import { UploadService } from './service.ts';

export interface UploadsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'storage' | 'dataDir' | 'uploadMaxBytes' | 'uploadQuotaBytes'>;
  limiter: RateLimiter;
  queue: JobQueue;
}

/** The uploads module: its routes, and the hourly job that deletes the files nothing uses. */
export async function registerUploads(
  app: FastifyInstance,
  deps: UploadsDependencies,
): Promise<UploadService> {
  const { db, clock, config, limiter, queue } = deps;
  const storage = createFileStorage(config);
  const uploads = new UploadService(db, storage, { clock, quotaBytes: config.uploadQuotaBytes });
  await app.register(uploadRoutes, { uploads, limiter, maxBytes: config.uploadMaxBytes });
  const sweep = registerOrphanSweep({ db, storage, clock, queue, logger: app.log });
  // A listening server starts the chain; tests (app.inject, never listening) run the sweep themselves.
  app.addHook('onListen', () => sweep.schedule());
  return uploads;
}
