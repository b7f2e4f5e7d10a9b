import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { postJournalEntry, UnbalancedEntryError } from './journal.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const entry = (sourceKey: string, debit: number, credit: number) => ({
  at: new Date('2026-11-28T12:00:00Z'),
  kind: 'CHARGE' as const,
  description: 'Aluguel',
  sourceKey,
  lines: [
    { account: '1.1.1' as const, debitCents: debit },
    { account: '3.1.1' as const, creditCents: credit },
  ],
});

async function linesOf(key: string) {
  return testApp.db
    .selectFrom('journal_lines')
    .innerJoin('journal_entries', 'journal_entries.id', 'journal_lines.entry_id')
    .select(['account', 'debit_cents', 'credit_cents'])
    .where('source_key', '=', key)
    .orderBy('line')
    .execute();
}

describe('the journal', () => {
  it('posts a balanced entry once per source key, in integer cents', async () => {
    const id = await testApp.db
      .transaction()
      .execute((trx) => postJournalEntry(trx, entry('t:1', 12_345, 12_345)));
    expect(id).toBeDefined();
    const again = await testApp.db
      .transaction()
      .execute((trx) => postJournalEntry(trx, entry('t:1', 12_345, 12_345)));
    expect(again).toBeUndefined();
    expect(await linesOf('t:1')).toEqual([
      { account: '1.1.1', debit_cents: 12_345, credit_cents: 0 },
      { account: '3.1.1', debit_cents: 0, credit_cents: 12_345 },
    ]);
  });

  it('refuses an entry whose debits and credits differ, before and at the database', async () => {
    await expect(postJournalEntry(testApp.db, entry('t:2', 100, 99))).rejects.toBeInstanceOf(
      UnbalancedEntryError,
    );
    // Written around the function, the database still refuses it when the transaction commits.
    await expect(
      testApp.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('journal_entries')
          .values({ at: new Date(), kind: 'CHARGE', description: 'x', source_key: 't:3' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('journal_lines')
          .values([
            { entry_id: row.id, line: 1, account: '1.1.1', debit_cents: 100 },
            { entry_id: row.id, line: 2, account: '3.1.1', credit_cents: 99 },
          ])
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      testApp.db
        .insertInto('journal_entries')
        .values({ at: new Date(), kind: 'CHARGE', description: 'x', source_key: 't:4' })
        .execute(),
    ).rejects.toThrow(/does not balance/);
    expect(await linesOf('t:3')).toEqual([]);
  });

  it('is append-only: no entry or line is ever changed or removed', async () => {
    await postJournalEntry(testApp.db, entry('t:5', 500, 500));
    await expect(sql`update journal_lines set debit_cents = 1`.execute(testApp.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from journal_entries`.execute(testApp.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate journal_lines`.execute(testApp.db)).rejects.toThrow(/append-only/);
    expect(await linesOf('t:5')).toHaveLength(2);
  });
});
