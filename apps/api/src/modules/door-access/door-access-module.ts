import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { DoorAccessService } from './door-access-service.ts';
import { doorAccessRoutes } from './routes.ts';
import { SandboxLockProvider } from './sandbox-lock-provider.ts';

/**
 * The door: the access service on the built-in sandbox lock (the only provider so far; a vendor's
 * adapter would be chosen here, see decision 0019), its `door.sync` job and its route.
 */
export async function registerDoorAccess(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock; queue: JobQueue; limiter: RateLimiter },
): Promise<DoorAccessService> {
  const lock = new SandboxLockProvider(deps.db, deps.clock);
  const door = new DoorAccessService({ ...deps, lock, logger: app.log });
  door.register();
  await app.register(doorAccessRoutes, { door, limiter: deps.limiter });
  return door;
}
