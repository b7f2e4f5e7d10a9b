import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { seedDemo } from './db/demo/demo-seed.ts';
import { printDemoLogin, reportDemoSeed } from './db/demo/demo-start.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { createLogDestination } from './lib/logging/log-destination.ts';
import { announcePaymentEnvironment } from './modules/payments/providers/payment-environment-notice.ts';
import { warnAboutUnlistedProxy } from './trust-proxy-settings.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function handleSignals(app: FastifyInstance, db: Kysely<Database>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close(); // stops accepting connections, lets running requests finish
      await db.destroy(); // PGlite closes cleanly, so its data directory stays consistent
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

const config = readConfig();
const startedAt = performance.now();
const db = await openDatabase(config);
try {
  const migrations = await migrateToLatest(db);
  const seeded = await seedDatabase(db);
  // `npm run demo`: a quarter of operations, once, before the server opens (its own clock walks there).
  if (config.demoSeed) reportDemoSeed(await seedDemo({ db, config }));
  const app = await buildApp({ config, db, logStream: createLogDestination() });
  handleSignals(app, db);
  const address = await app.listen({ port: config.port, host: config.host });
  // The job queue's workers and the periodic round's schedule; app.close() stops them before shutdown destroys
  // the database.
  await app.jobQueue.start();
  app.log.info(
    {
      publicUrl: config.publicUrl,
      database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`,
      migrations,
      seeded,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Estadia no ar em ${address}`,
  );
  if (config.demoSeed) printDemoLogin(config);
  announcePaymentEnvironment(app.log, config.payments.provider);
  warnAboutUnlistedProxy(app.log, config);
} catch (error) {
  console.error('Falha ao iniciar o servidor (could not start):', error);
  await db.destroy();
  process.exit(1);
}
