import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { transactionWithRetry } from './db/retry-transaction.ts';
import type { Database } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { JobQueueRunner } from './lib/jobs/job-queue.ts';
import type { DoorAccessService } from './modules/door-access/door-access-service.ts';
import {
  expireLapsedExtensions,
  rentalsAwaitingExtensionBoleto,
} from './modules/extensions/extension-expiry.ts';
import { claimStaysMissingOccupants } from './modules/occupants/occupants-reminder.ts';
import type { BoletoIssuance } from './modules/payments/boleto-issuance.ts';
import { expireCharges, markDefaulters } from './modules/payments/charge-sweeps.ts';
import type { MoneyFollowUps } from './modules/payments/credit-types.ts';
import type { DepositCapture } from './modules/payments/deposit-capture.ts';
import { findPaymentsMoney, rentalMoney } from './modules/payments/money-queries.ts';
import { settleCancelledMoney } from './modules/payments/payments-settlement.ts';
import type { RefundRunner } from './modules/payments/refunds/refund-runner.ts';
import { updateRental } from './modules/rentals/commands.ts';
import { claimExpiringHolds, expireUnpaidHolds } from './modules/rentals/hold-expiry.ts';
import { finishRentals } from './modules/rentals/rental-completion.ts';
import type { RentalNotices } from './modules/rentals/rental-notices.ts';

/** The payments' periodic work: months to issue, refunds to deliver, what follows a change of money. */
export interface MoneyJobs {
  issuance: BoletoIssuance;
  refunds: RefundRunner;
  followUps: MoneyFollowUps;
  /** Cauções reserved on a card whose provider window closes: captured whole. */
  captures?: Pick<DepositCapture, 'captureBeforeLapse'>;
}

export interface JobsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  money: MoneyJobs;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The customer's e-mails of what the sweeps did (holds lapsed, reminders), enqueued with it. */
  notices?: RentalNotices;
  /** The door codes of stays that end or fall into default, revoked with them; doors out of step put right. */
  door?: Pick<DoorAccessService, 'sync' | 'reconcile'>;
  /** The cauções' settlements whose 5 days ran out without a contest: they settle by themselves. */
  /** The cauções held credited the poupança yield of the months they completed. */
  deposits?: { settleDue(): Promise<string[]>; creditYields(): Promise<string[]> };
  holdHours: number;
  holdReminderHours: number;
  defaulterGraceDays: number;
}

export interface JobsReport {
  expiredHolds: string[];
  remindedHolds: string[];
  /** Stays asked for their guests (3 days before check-in, once each). */
  remindedGuests: string[];
  expiredCharges: string[];
  /** Extensions of a stay unpaid within HOLD_HOURS: their added nights freed. */
  expiredExtensions: string[];
  /** Months due to be issued (their jobs enqueued, once each). */
  boletosDue: string[];
  /** Refunds whose job gave up, enqueued again. */
  staleRefunds: string[];
  finishedStays: string[];
  defaulters: string[];
  /** Rentals whose door was out of step with their status, put right. */
  doorsCorrected: string[];
  /** Rentals whose caução settled by itself (5 days after the proposal, no contest). */
  settledDeposits: string[];
  /** Rentals whose caução was credited a month of poupança yield. */
  creditedYields: string[];
  /** Cauções reserved on a card captured whole before the provider's window to capture closed. */
  capturedDeposits: string[];
  /** Cauções reserved on a card whose window closed before a round could capture them: given up. */
  lapsedDeposits: string[];
}

/**
 * One round of every periodic rule, in an order where each sees the previous one's work: holds expire
 * (freeing nights, giving back what was paid), charges nobody can pay any more expire, monthly boletos
 * due soon and refunds whose job gave up are enqueued (again), paid stays past check-out finish, overdue monthly
 * boletos make defaulters, reminders go out. Every step is a
 * conditional update or claims its rows, so any number of API instances may run rounds at once.
 */
export async function runJobsOnce(deps: JobsDependencies): Promise<JobsReport> {
  const { db, clock, money, notices, logger } = deps;
  // A hold that lapses gives back what was paid (a month paid before the first) and voids its charges
  // in the same transaction: a cancelled rental never keeps a charge to pay.
  const lapsed = await transactionWithRetry(db, async (trx) => {
    const now = clock.now();
    const ids = await expireUnpaidHolds(trx, clock, deps.holdHours);
    for (const rentalId of ids) {
      // Everything it still keeps: a month paid before the first, whole or partly given back already.
      const paid = rentalMoney(await findPaymentsMoney(trx, rentalId)).keptCents;
      const effects = await settleCancelledMoney(trx, rentalId, now, paid);
      if (paid > 0) await updateRental(trx, rentalId, { refunded_cents: paid });
      await money.followUps.enqueue(trx, effects);
      await notices?.tell(trx, { event: 'HOLD_EXPIRED', rentalId });
    }
    return ids;
  });
  const expiredHolds = lapsed;
  if (expiredHolds.length > 0) logger.info({ rentalIds: expiredHolds }, 'unpaid holds expired and cancelled');

  const expired = await expireCharges(db, clock, money.followUps);
  // Extensions unpaid in time free their added nights and void their charges.
  const expiredExtensions = await expireLapsedExtensions(db, clock, money.followUps);
  // Each month to issue and each refund has its job; these catch one whose job was lost or gave up.
  const boletosDue = await money.issuance.findDue();
  await money.followUps.enqueue(db, { voided: [], refunds: [], scheduled: boletosDue });
  // A refund whose job was lost or spent is due again now, with a job of its own (refund-runner.ts).
  const staleRefunds = await money.refunds.requeueStale();

  // Each stay that ends or falls into default has its door code revoked in the same transaction.
  const finishedStays = await transactionWithRetry(db, async (trx) => {
    const ids = await finishRentals(trx, clock, rentalsAwaitingExtensionBoleto);
    for (const rentalId of ids) await deps.door?.sync(trx, rentalId);
    return ids;
  });
  const defaulters = await transactionWithRetry(db, async (trx) => {
    const ids = await markDefaulters(trx, clock, deps.defaulterGraceDays);
    for (const rentalId of ids) await deps.door?.sync(trx, rentalId);
    return ids;
  });
  if (defaulters.length > 0) logger.warn({ rentalIds: defaulters }, 'overdue monthly boletos: defaulters');

  // A reminder is claimed once per rental; its e-mail is enqueued with the claim.
  const reminded = await db.transaction().execute(async (trx) => {
    const claimed = await claimExpiringHolds(trx, clock, {
      holdHours: deps.holdHours,
      reminderHours: deps.holdReminderHours,
    });
    for (const rental of claimed) await notices?.tell(trx, { event: 'HOLD_EXPIRING', rentalId: rental.id });
    return claimed;
  });
  const missingGuests = await db.transaction().execute(async (trx) => {
    const claimed = await claimStaysMissingOccupants(trx, clock);
    for (const rental of claimed)
      await notices?.tell(trx, { event: 'OCCUPANTS_MISSING', rentalId: rental.id });
    return claimed;
  });

  const doors = await deps.door?.reconcile();
  const authorisations = (await money.captures?.captureBeforeLapse()) ?? { captured: [], lapsed: [] };
  const creditedYields = (await deps.deposits?.creditYields()) ?? [];
  const settledDeposits = (await deps.deposits?.settleDue()) ?? [];

  return {
    expiredHolds,
    remindedHolds: reminded.map((rental) => rental.id),
    remindedGuests: missingGuests.map((rental) => rental.id),
    expiredCharges: expired.map((charge) => charge.id),
    expiredExtensions,
    boletosDue: boletosDue.map((payment) => payment.id),
    staleRefunds: staleRefunds.map((refund) => refund.id),
    finishedStays,
    defaulters,
    doorsCorrected: doors?.corrected ?? [],
    settledDeposits,
    creditedYields,
    capturedDeposits: authorisations.captured,
    lapsedDeposits: authorisations.lapsed,
  };
}

/** The pg-boss job that runs one round (jobs sent by the schedule). */
export const PERIODIC_ROUND_JOB = 'periodic-round';
/** A failed round is not retried (the next tick is its retry); one still running after 15 minutes is failed. */
const ROUND_WORK = { retryLimit: 0, expireInSeconds: 15 * 60 };
/** The cron of PERIODIC_ROUND_CRON is read in Brasília's time ('0 3 * * *': 3 a.m. there). */
export const PERIODIC_ROUND_TIME_ZONE = 'America/Sao_Paulo';

export interface PeriodicRound {
  /** One round now, in this process (tests, the demo's walk through time); throws what the round throws. */
  runOnce(): Promise<JobsReport>;
}

/**
 * The rounds on pg-boss's schedule (decision 0011): every tick of `cron` the queue gets one job of the round,
 * whatever the number of API instances, and one of their workers runs it. A failed round is not retried: the
 * next tick is its retry. The server's queue writes the schedule when it starts; tests call `runOnce`.
 */
export function schedulePeriodicRound(
  jobQueue: JobQueueRunner,
  cron: string,
  deps: JobsDependencies,
): PeriodicRound {
  const runOnce = () => runJobsOnce(deps);
  jobQueue.work(
    PERIODIC_ROUND_JOB,
    async () => {
      await runOnce();
    },
    ROUND_WORK,
  );
  jobQueue.schedule({ job: PERIODIC_ROUND_JOB, cron, timeZone: PERIODIC_ROUND_TIME_ZONE });
  return { runOnce };
}
