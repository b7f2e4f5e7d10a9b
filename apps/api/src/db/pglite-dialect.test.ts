import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/test-database.ts';
import { PgliteDialect } from './pglite-dialect.ts';

interface CounterDb {
  counters: { id: number; value: number };
}

const CONCURRENT = 40;
const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('PGlite dialect', () => {
  let client: PGlite;
  let db: Kysely<CounterDb>;

  beforeAll(async () => {
    client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    db = new Kysely<CounterDb>({ dialect: new PgliteDialect(client) });
    await sql`create table counters (id integer primary key, value integer not null)`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
  });

  async function resetCounter() {
    await db.deleteFrom('counters').execute();
    await db.insertInto('counters').values({ id: 1, value: 0 }).execute();
  }

  async function readCounter() {
    return (await db.selectFrom('counters').select('value').where('id', '=', 1).executeTakeFirstOrThrow())
      .value;
  }

  it('loses updates when transactions share the session without the lock (why the lock exists)', async () => {
    await resetCounter();
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        // The same read-pause-write as below, straight on the client: the BEGINs pile into one session.
        await client.query('begin').catch(() => undefined);
        const { rows } = await client.query<{ value: number }>('select value from counters where id = 1');
        await pause();
        await client.query('update counters set value = $1 where id = 1', [rows[0]!.value + 1]);
        await client.query('commit').catch(() => undefined);
      }),
    );
    expect(await readCounter()).toBeLessThan(CONCURRENT);
  });

  it('runs concurrent transactions one at a time, so no increment is lost', async () => {
    await resetCounter();
    await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        db.transaction().execute(async (trx) => {
          const { value } = await trx
            .selectFrom('counters')
            .select('value')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow();
          await pause();
          await trx
            .updateTable('counters')
            .set({ value: value + 1 })
            .where('id', '=', 1)
            .execute();
        }),
      ),
    );
    expect(await readCounter()).toBe(CONCURRENT);
  });

  it('keeps other queries out of a running transaction: they never see uncommitted rows', async () => {
    await resetCounter();
    let inside!: () => void;
    const transactionStarted = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('counters').values({ id: 2, value: 99 }).execute();
      inside();
      await pause();
      throw new Error('abort');
    });
    await transactionStarted;
    const count = db.selectFrom('counters').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    await expect(failing).rejects.toThrow('abort');
    expect((await count).n).toBe(1);
  });

  it('releases the connection after a failed query inside a transaction', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select * from no_such_table`.execute(trx);
      }),
    ).rejects.toThrow(/no_such_table/);
    expect(await readCounter()).toBe(0);
  });

  it('supports savepoints', async () => {
    await resetCounter();
    const trx = await db.startTransaction().execute();
    await trx.updateTable('counters').set({ value: 1 }).where('id', '=', 1).execute();
    const savepoint = await trx.savepoint('before_second').execute();
    await savepoint.updateTable('counters').set({ value: 2 }).where('id', '=', 1).execute();
    const rolledBack = await savepoint.rollbackToSavepoint('before_second').execute();
    await rolledBack.commit().execute();
    expect(await readCounter()).toBe(1);
  });

  it('reports affected rows', async () => {
    await resetCounter();
    const result = await db.updateTable('counters').set({ value: 5 }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('runs a script of several commands without parameters, answering with the last one (pg-boss maintenance)', async () => {
    await resetCounter();
    const result = await sql
      .raw<{ value: number }>(
        'begin; update counters set value = value + 1; update counters set value = value + 1; commit; select value from counters',
      )
      .execute(db);
    expect(result.rows).toEqual([{ value: 2 }]);
  });
});
