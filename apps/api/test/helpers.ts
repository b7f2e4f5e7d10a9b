import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/schema.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createPasswordHasher, type PasswordHasher } from '../src/lib/passwords/password-hasher.ts';
import { createTestDatabase } from './test-database.ts';

export { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Load the demo catalogue before the app starts (the catalogue is cached at start-up). */
  seed?: boolean;
  /** Environment variables, as the server would read them (e.g. { WEB_DIST_DIR: dir }). */
  env?: Record<string, string>;
  /** Receives the JSON log lines (set LOG_LEVEL in `env`, default 'silent'). */
  logStream?: { write(line: string): void };
  /** A controllable clock (`createManualClock()`) for rules that depend on time. */
  clock?: Clock;
  /** Password hashing; TEST_PASSWORD_HASHER (cheap scrypt) by default. */
  passwordHasher?: PasswordHasher;
}

/**
 * scrypt at N=2^10 instead of production's 2^17: the same code, a hundredth of the cost, so the suite
 * stays fast. src/lib/passwords tests that the default hasher stores the production parameters.
 */
export const TEST_PASSWORD_HASHER = createPasswordHasher({ cost: { N: 2 ** 10, r: 8, p: 1 } });

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database (see createTestDatabase). Call `close()` in afterAll. Requests go
 * through `app.inject`, the full HTTP pipeline without a socket.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed });
  // Files the app writes (uploads) go to a folder of this test app, removed by close().
  const dataDir = options.env?.DATA_DIR ? undefined : await mkdtemp(join(tmpdir(), 'estadia-test-data-'));
  let app: FastifyInstance;
  let config: Config;
  try {
    config = loadConfig({
      LOG_LEVEL: 'silent',
      // Tests pay on the sandbox whatever PUBLIC_URL their e-mailed links show.
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      // On PostgreSQL the app also listens for other instances' catalogue changes, as a server does.
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    });
    app = await buildApp({
      config,
      db: database.db,
      logStream: options.logStream,
      clock: options.clock,
      passwordHasher: options.passwordHasher ?? TEST_PASSWORD_HASHER,
    });
    await app.ready();
  } catch (error) {
    await database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
