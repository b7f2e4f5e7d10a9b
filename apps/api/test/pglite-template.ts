import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.ts';
import { PgliteDialect } from '../src/db/pglite-dialect.ts';
import type { Database } from '../src/db/schema.ts';

/**
 * A migrated, empty PGlite data directory as an uncompressed tarball. Booting a new cluster costs
 * seconds; loading this costs a fraction, so every test file still gets its own fresh database.
 */
export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const client = await PGlite.create({ extensions: { btree_gist } });
  const db = new Kysely<Database>({ dialect: new PgliteDialect(client) });
  try {
    await migrateToLatest(db);
    const dump = await client.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await db.destroy();
  }
}
