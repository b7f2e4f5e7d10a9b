import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const startedAt = performance.now();
const db = await openDatabase(config);
const applied = await migrateToLatest(db);
const seeded = await seedDatabase(db);
const app = await buildApp({ config, db });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  try {
    await app.close(); // stops accepting, lets running requests finish
    await db.destroy(); // PGlite closes cleanly so the data directory stays consistent
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      address,
      publicUrl: config.publicUrl,
      database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`,
      migrations: applied,
      seeded,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Estadia no ar em ${config.publicUrl}`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await db.destroy();
  process.exit(1);
}
