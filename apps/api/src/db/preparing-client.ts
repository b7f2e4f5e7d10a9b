import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Names for statement texts: the same text gets the same name on every connection, and at most
 * `limit` texts get one. Kysely writes a statement's text from the query's shape only (values travel
 * apart), so the product has a few hundred shapes; the bound keeps a query with a varying shape (an
 * `in` list of any length, say) from growing every connection's server memory without end: past it,
 * new texts run unnamed, as they would without prepared statements.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();

  constructor(readonly limit: number) {}

  nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined || this.#names.size >= this.limit) return known;
    const name = `s${createHash('sha1').update(text).digest('base64url')}`;
    this.#names.set(text, name);
    return name;
  }
}

const STATEMENT_NAMES = new StatementNames(2000);

/** SQLSTATE 0A000 with this message: the table changed shape under a prepared `select *`. */
function isStalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan');
}

/**
 * A node-postgres client that runs every parameterised query as a named prepared statement, so the
 * server parses and plans it once per connection instead of on each execution. On the busiest write
 * (a submission: a session lookup, a read and a guarded update) that planning was about 40% of
 * PostgreSQL's CPU time. Queries without parameters keep the simple protocol, which alone accepts
 * several commands in one text (migrations).
 *
 * A migration that changes a table's columns while this process runs makes the server refuse the
 * statements that return all of them (0A000 'cached plan must not change result type'): the query
 * that meets it fails, and the connection prepares that text again under a new name from then on.
 */
export class PreparingClient extends pg.Client {
  /** Texts whose prepared statement went stale on this connection, with the name to use instead. */
  readonly #renamed = new Map<string, string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg.Client#query is overloaded; this forwards any call
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && !callback) {
      const name = this.#renamed.get(config) ?? STATEMENT_NAMES.nameOf(config);
      if (name !== undefined) return this.#runPrepared(name, config, values);
    }
    return super.query(config, values, callback);
  }

  async #runPrepared(name: string, text: string, values: unknown[]): Promise<pg.QueryResult> {
    try {
      return await super.query({ name, text, values });
    } catch (error) {
      if (isStalePlan(error)) this.#renamed.set(text, `${name}_${this.#renamed.size + 1}`);
      throw error;
    }
  }
}
