import type { RentalStatus } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import type { Clock } from '../../lib/clock.ts';
import { cancelExpiredHolds } from './repository.ts';

export const HOLD_EXPIRED_DETAILS = 'Prazo de pagamento expirado';
/** Approved and not yet paid: the nights are held for the customer, but only for HOLD_HOURS. */
export const UNPAID_HOLD_STATUSES: readonly RentalStatus[] = ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'];

const HOUR = 3_600_000;

/** One sweep: cancels every hold approved more than `holdHours` ago and still unpaid; returns their ids. */
export function expireUnpaidHolds(db: Executor, clock: Clock, holdHours: number): Promise<string[]> {
  const now = clock.now();
  return cancelExpiredHolds(db, {
    statuses: UNPAID_HOLD_STATUSES,
    approvedBefore: new Date(now.getTime() - holdHours * HOUR),
    reason: 'OTHER',
    details: HOLD_EXPIRED_DETAILS,
    cancelledAt: now,
  });
}

export interface HoldExpiryJobOptions {
  db: Executor;
  clock: Clock;
  holdHours: number;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface HoldExpiryJob {
  /** Sweeps now, then every `intervalMs` after the previous sweep ends. */
  start(): void;
  /** No more sweeps; resolves once a running one has finished (so the database can close). */
  stop(): Promise<void>;
  /** One sweep, logged; never throws (a failed sweep is retried at the next tick). */
  runOnce(): Promise<string[]>;
}

export function createHoldExpiryJob(options: HoldExpiryJobOptions): HoldExpiryJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;
  let stopped = true;

  const runOnce = (): Promise<string[]> => {
    running ??= Promise.resolve()
      .then(() => expireUnpaidHolds(options.db, options.clock, options.holdHours))
      .then((ids) => {
        if (ids.length > 0) options.logger.info({ rentalIds: ids }, 'unpaid holds expired and cancelled');
        return ids;
      })
      .catch((error: unknown) => {
        options.logger.error({ err: error }, 'hold expiry sweep failed');
        return [];
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const tick = async () => {
    await runOnce();
    if (!stopped) timer = setTimeout(tick, options.intervalMs);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
    runOnce,
  };
}
