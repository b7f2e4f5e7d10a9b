import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './connection.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('openDatabase on PostgreSQL', () => {
  it('opens no more connections than DATABASE_POOL_SIZE, however many queries wait', async () => {
    const db = await openDatabase(loadConfig({ DATABASE_URL: serverUrl, DATABASE_POOL_SIZE: '2' }));
    try {
      const backends = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db),
        ),
      );
      const pids = new Set(backends.map((result) => result.rows[0]?.pid));
      expect(pids.size).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
