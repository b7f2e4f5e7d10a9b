import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/schema.ts';
import { createTestDatabase } from './test-database.ts';

export { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Load the demo catalogue before the app starts (the catalogue is cached at start-up). */
  seed?: boolean;
  /** Environment variables, as the server would read them (e.g. { WEB_DIST_DIR: dir }). */
  env?: Record<string, string>;
  /** Receives the JSON log lines (set LOG_LEVEL in `env`, default 'silent'). */
  logStream?: { write(line: string): void };
}

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
  let app: FastifyInstance;
  let config: Config;
  try {
    config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
    app = await buildApp({ config, db: database.db, logStream: options.logStream });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
