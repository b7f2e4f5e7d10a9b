import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PgliteDialect, type WriteCounter } from './pglite-dialect.ts';
import { PreparingClient } from './preparing-client.ts';
import type { Database } from './schema.ts';
import { TYPE_PARSERS } from './type-parsers.ts';

export interface PgliteOptions {
  /** A directory to persist in; omitted means in memory. */
  dataDir?: string;
  /** A data directory dumped earlier (`dumpDataDir`), to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

const embeddedWrites = new WeakMap<Kysely<Database>, WriteCounter>();

/**
 * The write counter of an embedded (PGlite) database, which only this process can use; undefined for a
 * PostgreSQL server, which other processes may change at any time.
 */
export function embeddedDatabaseWrites(db: Kysely<Database>): WriteCounter | undefined {
  return embeddedWrites.get(db);
}

export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<Kysely<Database>> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist },
    parsers: TYPE_PARSERS,
  });
  const dialect = new PgliteDialect(client);
  const db = new Kysely<Database>({ dialect });
  embeddedWrites.set(db, dialect.writes);
  return db;
}

export function createPostgresDatabase(connectionString: string, maxConnections: number): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    Client: PreparingClient,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The database the configuration names: a PostgreSQL server, or PGlite persisted in DATA_DIR/pglite. */
export async function openDatabase(config: Config): Promise<Kysely<Database>> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl, config.databasePoolSize);
  const dataDir = join(config.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return createPgliteDatabase({ dataDir });
}
