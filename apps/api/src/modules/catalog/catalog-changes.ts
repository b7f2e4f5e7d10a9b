import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Executor } from '../../db/executor.ts';
import { notifyChannel } from './repository.ts';

/** The PostgreSQL channel on which an instance tells the others that the catalogue changed. */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/**
 * Tells every instance listening on the database that the catalogue changed. Sent in the transaction
 * of the change: PostgreSQL delivers it when that transaction commits, and never if it rolls back.
 */
export async function notifyCatalogChanged(db: Executor, what: string): Promise<void> {
  await notifyChannel(db, CATALOG_CHANGED_CHANNEL, what);
}

export interface CatalogChangesListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  connectionString: string;
  /** Reads the catalogue again; never two at once, and one more after a burst of notifications. */
  reload: () => Promise<void>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Waits between reconnection attempts, growing up to the last. */
  retryDelaysMs?: readonly number[];
}

const RETRY_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];
/** How the connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'estadia-catalog-listener';

/**
 * On PostgreSQL each instance keeps one dedicated connection LISTENing on the channel (a pooled one
 * would lose the LISTEN when handed back) and reloads its catalogue on every notification. When the
 * connection drops it reconnects with a growing wait, and reloads once connected again, since a
 * notification sent meanwhile is lost. Resolves once listening (or after the first failed attempt,
 * leaving the retries to the background: the catalogue read at start-up stands until then).
 */
export async function listenForCatalogChanges(options: ListenOptions): Promise<CatalogChangesListener> {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let reloading: Promise<void> | undefined;
  let again = false;

  const reload = () => {
    if (reloading) {
      again = true;
      return;
    }
    reloading = options
      .reload()
      .catch((error: unknown) => options.logger.error({ err: error }, 'catalogue reload failed'))
      .finally(() => {
        reloading = undefined;
        if (again && !closed) {
          again = false;
          reload();
        }
      });
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 1000;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  };

  const connect = async (reconnecting: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANGED_CHANNEL) reload();
    });
    next.on('error', (error) => {
      options.logger.warn({ err: error }, 'catalogue change listener lost its connection');
      if (client === next) client = undefined;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    // A connection the server closes without an error (a restart, a proxy's idle timeout) ends too.
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOG_CHANGED_CHANNEL}`);
    } catch (error) {
      options.logger.warn({ err: error }, 'catalogue change listener could not connect');
      await next.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (reconnecting) reload();
  };

  await connect(false);
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await reloading;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
