import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgresql';
  /** The database's own URL on the PostgreSQL server (undefined on PGlite). */
  url?: string;
  close(): Promise<void>;
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The pool resolves `end()` before its sockets are closed; forcing the drop at once would kill those
 * sessions mid-goodbye (an unhandled 57P01). So wait for them to leave, and force only as a last resort.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await client.query(`drop database if exists "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`drop database if exists "${name}" with (force)`);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The run's migrated database on the TEST_DATABASE_URL server (the global set-up makes it): each file's
 * database is a copy of it (`create database … template`), a fraction of the time migrating one takes.
 */
export async function createPostgresTemplate(
  serverUrl: string,
  name: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const drop = () => withAdminClient(serverUrl, (client) => dropDatabase(client, name));
  // The template must have no session open when copied: this one ends before any file starts.
  const db = createPostgresDatabase(databaseUrl(serverUrl, name), 1);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await drop();
    throw error;
  }
  await db.destroy();
  return { name, drop };
}

/** A new database on the TEST_DATABASE_URL server, a copy of the run's template, dropped again by `close()`. */
async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `estadia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = databaseUrl(serverUrl, name);
  const db = createPostgresDatabase(url, 4);
  return {
    db,
    kind: 'postgresql',
    url,
    async close() {
      await db.destroy();
      await withAdminClient(serverUrl, (client) => dropDatabase(client, name));
    },
  };
}

/** The migrated template the global setup dumped, to start a PGlite from (undefined on PostgreSQL runs). */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  const template = inject('pgliteTemplate');
  return template ? new Blob([await readFile(template)]) : undefined;
}

async function createMemoryDatabase(): Promise<TestDatabase> {
  const db = await createPgliteDatabase({ loadDataDir: await pgliteTemplate() });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL when it is set. Both are copies of the run's migrated
 * template (see global-setup.ts), so migrating them is only needed without one.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createServerDatabase(serverUrl) : await createMemoryDatabase();
  const fromTemplate = serverUrl ? inject('postgresTemplate') !== '' : inject('pgliteTemplate') !== '';
  try {
    if (!fromTemplate) await migrateToLatest(database.db);
    if (options.seed) await seedDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
