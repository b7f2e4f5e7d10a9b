import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.ts';

const MODIFYING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
const PLAIN_READ = /^\s*select\b/i;

/**
 * How many statements that may change data (anything but a plain `select`) this database has run.
 * PGlite lives in this process and no other process can open it, so its data never changes behind
 * this counter: an in-process copy of some of it is current for as long as the counter stays put.
 */
export class WriteCounter {
  count = 0;
}

class PgliteConnection implements DatabaseConnection {
  readonly #client: PGlite;
  readonly #writes: WriteCounter;

  constructor(client: PGlite, writes: WriteCounter) {
    this.#client = client;
    this.#writes = writes;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Counted before it runs: a reader that sees the new count reloads, and its query queues behind this one.
    if (!PLAIN_READ.test(compiledQuery.sql)) this.#writes.count += 1;
    const result = isScript(compiledQuery)
      ? lastOf<R>(await this.#client.exec(compiledQuery.sql))
      : await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const changed = result.rowCount ?? result.affectedRows ?? 0;
    return {
      rows: result.rows,
      numAffectedRows: result.command && MODIFYING_COMMANDS.has(result.command) ? BigInt(changed) : undefined,
    };
  }

  // PGlite has no server-side cursor: the rows are already in memory, so they are handed out in chunks.
  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let index = 0; index < rows.length; index += chunkSize) {
      yield { rows: rows.slice(index, index + chunkSize) };
    }
  }
}

/**
 * Several commands in one text without parameters (a script, such as pg-boss's maintenance, which wraps
 * its statement in `begin; … commit;`): only the simple protocol (`exec`) accepts them, as on
 * node-postgres (see PreparingClient). Answers with the last command's result.
 */
function isScript(compiledQuery: CompiledQuery): boolean {
  return compiledQuery.parameters.length === 0 && /;\s*\S/.test(compiledQuery.sql);
}

function lastOf<R>(results: Results[]): Results<R> {
  return (results.at(-1) ?? { rows: [], fields: [] }) as Results<R>;
}

/**
 * PGlite is one PostgreSQL backend: one session, so one connection. Kysely acquires a connection per
 * query and holds it for a whole transaction; the mutex makes every other query (and transaction)
 * wait until it is released, so concurrent requests never interleave inside a transaction.
 * Consequence: inside `db.transaction().execute(trx => …)` use `trx` only — a query on `db` there
 * would wait for the transaction that is waiting for it.
 */
class PgliteDriver implements Driver {
  readonly #client: PGlite;
  readonly #connection: PgliteConnection;
  readonly #mutex = new Mutex();
  #release: (() => void) | undefined;

  constructor(client: PGlite, writes: WriteCounter) {
    this.#client = client;
    this.#connection = new PgliteConnection(client, writes);
  }

  async init(): Promise<void> {
    await this.#client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ]
      .filter(Boolean)
      .join(' ');
    await connection.executeQuery(CompiledQuery.raw(options ? `start transaction ${options}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointCommand('savepoint', name));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointCommand('rollback to', name));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(savepointCommand('release', name));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    // Waits for a running transaction to end, then closes cleanly so the data directory stays valid.
    const release = await this.#mutex.lock();
    try {
      if (!this.#client.closed) await this.#client.close();
    } finally {
      release();
    }
  }
}

function savepointCommand(command: 'savepoint' | 'rollback to' | 'release', name: string): CompiledQuery {
  return CompiledQuery.raw(`${command} "${name.replaceAll('"', '""')}"`);
}

export class PgliteDialect implements Dialect {
  readonly #client: PGlite;
  readonly writes = new WriteCounter();

  constructor(client: PGlite) {
    this.#client = client;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.#client, this.writes);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
