import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './db/executor.ts';
import type { RentalRow } from './db/schema.ts';
import type { BackgroundTasks } from './lib/background-tasks.ts';
import type { Clock } from './lib/clock.ts';
import { createPeriodicJob, type PeriodicJob } from './lib/jobs/periodic-job.ts';
import { expireCharges, markDefaulters } from './modules/payments/charge-sweeps.ts';
import type { PaymentProvider } from './modules/payments/providers/payment-provider.ts';
import { claimExpiringHolds, expireUnpaidHolds } from './modules/rentals/hold-expiry.ts';
import { finishStays } from './modules/rentals/stay-completion.ts';

/** Who is told of what the jobs did (the customer's e-mails). */
export interface JobsListener {
  holdExpiring(rental: RentalRow): Promise<void>;
  holdsExpired(rentalIds: string[]): Promise<void>;
}

export interface JobsDependencies {
  db: Executor;
  clock: Clock;
  provider: PaymentProvider;
  tasks: BackgroundTasks;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  listener?: JobsListener;
  holdHours: number;
  holdReminderHours: number;
  defaulterGraceDays: number;
  intervalMs: number;
}

export interface JobsReport {
  expiredHolds: string[];
  remindedHolds: string[];
  expiredCharges: string[];
  finishedStays: string[];
  defaulters: string[];
}

/**
 * One round of every periodic rule, in an order where each sees the previous one's work: holds expire
 * (freeing nights), charges nobody can pay any more expire, paid stays past check-out finish, overdue
 * monthly boletos make defaulters, reminders go out. Every step is a
 * conditional update or claims its rows, so any number of API instances may run rounds at once.
 */
export async function runJobsOnce(deps: JobsDependencies): Promise<JobsReport> {
  const { db, clock, provider, tasks, listener, logger } = deps;
  const expiredHolds = await expireUnpaidHolds(db, clock, deps.holdHours);
  if (expiredHolds.length > 0) {
    logger.info({ rentalIds: expiredHolds }, 'unpaid holds expired and cancelled');
    if (listener) tasks.run('holds expired e-mails', () => listener.holdsExpired(expiredHolds));
  }

  const expired = await expireCharges(db, clock);
  for (const charge of expired) {
    if (!charge.provider_charge_id) continue;
    const ref = { paymentId: charge.id, providerChargeId: charge.provider_charge_id };
    tasks.run('void expired charge', () => provider.cancel(ref));
  }

  const finishedStays = await finishStays(db, clock);
  const defaulters = await markDefaulters(db, clock, deps.defaulterGraceDays);
  if (defaulters.length > 0) logger.warn({ rentalIds: defaulters }, 'overdue monthly boletos: defaulters');

  const reminded = await claimExpiringHolds(db, clock, {
    holdHours: deps.holdHours,
    reminderHours: deps.holdReminderHours,
  });
  for (const rental of reminded) {
    if (listener) tasks.run('hold expiring e-mail', () => listener.holdExpiring(rental));
  }

  return {
    expiredHolds,
    remindedHolds: reminded.map((rental) => rental.id),
    expiredCharges: expired.map((charge) => charge.id),
    finishedStays,
    defaulters,
  };
}

/** The rounds on a timer, every HOLD_EXPIRY_INTERVAL_SECONDS; started by the server, not by tests. */
export function createJobs(deps: JobsDependencies): PeriodicJob<JobsReport> {
  return createPeriodicJob({
    name: 'jobs',
    intervalMs: deps.intervalMs,
    run: () => runJobsOnce(deps),
    logger: deps.logger,
  });
}
