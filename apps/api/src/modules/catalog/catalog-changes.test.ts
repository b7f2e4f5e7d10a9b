import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import {
  type CatalogChangesListener,
  LISTENER_APPLICATION_NAME,
  listenForCatalogChanges,
  notifyCatalogChanged,
} from './catalog-changes.ts';

// On PostgreSQL, instances tell each other of catalogue changes (TEST_DATABASE_URL runs only).

const serverUrl = process.env.TEST_DATABASE_URL;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.skipIf(!serverUrl)('catalogue change notifications', () => {
  let database: TestDatabase;
  let listener: CatalogChangesListener;
  let reloads = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = await listenForCatalogChanges({
      connectionString: database.url!,
      reload: async () => {
        reloads += 1;
      },
      logger: quiet,
      retryDelaysMs: [20],
    });
  });

  afterAll(async () => {
    await listener?.close();
    await database?.close();
  });

  it('reloads on a notification once its transaction commits, and never for a rollback', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await notifyCatalogChanged(trx, 'modality:x');
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reloads).toBe(0);
    await database.db.transaction().execute((trx) => notifyCatalogChanged(trx, 'modality:x'));
    await expect.poll(() => reloads, { timeout: 5_000 }).toBe(1);
  });

  it('reconnects after losing its connection, reloading once for what it may have missed', async () => {
    const before = reloads;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(
      database.db,
    );
    await expect.poll(() => reloads, { timeout: 5_000 }).toBe(before + 1);
    await notifyCatalogChanged(database.db, 'modality:y');
    await expect.poll(() => reloads, { timeout: 5_000 }).toBe(before + 2);
  });
});
