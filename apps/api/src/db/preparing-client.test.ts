import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PreparingClient, StatementNames } from './preparing-client.ts';

describe('StatementNames', () => {
  it('gives a text the same name every time, and different texts different names', () => {
    const names = new StatementNames(10);
    const first = names.nameOf('select $1::int');
    expect(first).toMatch(/^s[\w-]{27}$/);
    expect(names.nameOf('select $1::int')).toBe(first);
    expect(names.nameOf('select $1::text')).not.toBe(first);
  });

  it('names no more than its limit of texts, and keeps the names it gave', () => {
    const names = new StatementNames(2);
    const kept = [names.nameOf('select $1::int'), names.nameOf('select $1::text')];
    expect(names.nameOf('select $1::date')).toBeUndefined();
    expect([names.nameOf('select $1::int'), names.nameOf('select $1::text')]).toEqual(kept);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('PreparingClient on PostgreSQL', () => {
  let client: PreparingClient;

  beforeEach(async () => {
    client = new PreparingClient({ connectionString: serverUrl });
    await client.connect();
    await client.query('create temporary table stays (id int primary key, nights int)');
    await client.query('insert into stays values (1, 3), (2, 5)');
  });

  afterEach(async () => {
    await client.end();
  });

  async function preparedTexts(): Promise<string[]> {
    const { rows } = await client.query('select statement from pg_prepared_statements order by prepare_time');
    return rows.map((row: { statement: string }) => row.statement);
  }

  it('prepares a parameterised text once and runs it again by name', async () => {
    const text = 'select nights from stays where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ nights: 3 }]);
    expect((await client.query(text, [2])).rows).toEqual([{ nights: 5 }]);
    expect(await preparedTexts()).toEqual([text]);
  });

  it('leaves queries without parameters unprepared, so one text may hold several commands', async () => {
    await client.query('update stays set nights = 4 where id = 1; update stays set nights = 6 where id = 2');
    expect((await client.query('select nights from stays order by id')).rows).toEqual([
      { nights: 4 },
      { nights: 6 },
    ]);
    expect(await preparedTexts()).toEqual([]);
  });

  it('fails once when the table changes shape under a prepared select *, then prepares it anew', async () => {
    const text = 'select * from stays where id = $1';
    await client.query(text, [1]);
    await client.query('alter table stays add column price_cents int default 100');
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, nights: 3, price_cents: 100 }]);
    expect((await client.query(text, [2])).rows).toEqual([{ id: 2, nights: 5, price_cents: 100 }]);
  });

  it('keeps a statement the server could not parse out of its cache', async () => {
    await expect(client.query('select nights from stayz where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
    await client.query('create temporary table stayz (id int, nights int)');
    expect((await client.query('select nights from stayz where id = $1', [1])).rows).toEqual([]);
  });
});
