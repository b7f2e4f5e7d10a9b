import { addDays, compareIsoDates, todayIso } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { BoletoIssuance } from './boleto-issuance.ts';
import type { CreditEffects, MoneyFollowUps } from './credit-types.ts';
import { CAPTURE_DEPOSIT_JOB, ISSUE_BOLETO_JOB, REFUND_JOB, VOID_CHARGE_JOB } from './money-job-names.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { RefundNotDoneYet, type RefundRunner } from './refunds/refund-runner.ts';

export { CAPTURE_DEPOSIT_JOB, ISSUE_BOLETO_JOB, REFUND_JOB, VOID_CHARGE_JOB };

/** One job per attempt of a refund: its id and the instant the attempt is due. */
function refundJobKey(refundId: string, at: Date): string {
  return `refund:${refundId}:${at.getTime()}`;
}

/** 00:00 in Brasília (UTC−3, no daylight saving since 2019) of `day`. */
function brasiliaMidnight(day: string): Date {
  return new Date(`${day}T03:00:00.000Z`);
}

/**
 * What follows a change of money, as jobs of the durable queue (decision 0011) written in the very
 * transaction of the change: an issued charge voided here is voided at the provider, a refund recorded
 * is delivered, a month scheduled is issued when its day comes. Each exists if and only if the change
 * commits, runs once across instances and is retried with backoff. (A caução's capture is a job of its own,
 * CAPTURE_DEPOSIT_JOB, whose handler needs the crediting path: deposit-capture.ts, registered with it.)
 */
export function createMoneyFollowUps(deps: {
  queue: JobQueue;
  clock: Clock;
  provider: PaymentProvider;
  refunds: RefundRunner;
  issuance: BoletoIssuance;
}): MoneyFollowUps & { register(): void } {
  const { queue, clock, provider, refunds, issuance } = deps;
  return {
    /** The handlers; registered once, when the app is built. */
    register() {
      // A refund's attempts are scheduled by the runner itself, each as a job of its own written with
      // the attempt's outcome (1, 2, 4, 8, then every 10 minutes: refund-runner.ts), never left to the
      // queue's retries, which grow without a cap and, once spent, hold the job's key for 12 hours. The
      // queue retries only a handler that failed before the outcome was written (the database away).
      refunds.scheduleRetriesWith((executor, refundId, at) =>
        queue.enqueue(
          executor,
          REFUND_JOB,
          { refundId },
          { singletonKey: refundJobKey(refundId, at), startAfter: at },
        ),
      );
      queue.work(
        REFUND_JOB,
        async ({ refundId }: { refundId: string }) => {
          try {
            await refunds.deliver(refundId);
          } catch (error) {
            // Not done: its next attempt is already a job (or another instance holds it).
            if (!(error instanceof RefundNotDoneYet)) throw error;
          }
        },
        // 30 s, 1, 2, 4 and 8 minutes; past them the periodic sweep schedules it again (STALE_REFUND_MS).
        { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
      );
      queue.work(
        VOID_CHARGE_JOB,
        async (ref: { paymentId: string; providerChargeId: string }) => provider.cancel(ref),
        { retryLimit: 8, retryDelaySeconds: 60, retryBackoff: true },
      );
      queue.work(
        ISSUE_BOLETO_JOB,
        async ({ paymentId }: { paymentId: string }) => {
          await issuance.issueOne(paymentId);
        },
        { retryLimit: 10, retryDelaySeconds: 60, retryBackoff: true },
      );
    },

    async enqueue(trx: Executor, effects: CreditEffects) {
      for (const charge of effects.voided) {
        if (!charge.provider_charge_id) continue;
        await queue.enqueue(
          trx,
          VOID_CHARGE_JOB,
          { paymentId: charge.id, providerChargeId: charge.provider_charge_id },
          { singletonKey: `void:${charge.id}` },
        );
      }
      for (const refund of effects.refunds)
        await queue.enqueue(
          trx,
          REFUND_JOB,
          { refundId: refund.id },
          { singletonKey: refundJobKey(refund.id, refund.next_attempt_at ?? refund.requested_at) },
        );
      for (const deposit of effects.captures ?? [])
        await queue.enqueue(
          trx,
          CAPTURE_DEPOSIT_JOB,
          { paymentId: deposit.id },
          { singletonKey: `capture:${deposit.id}:${deposit.capture_cents}` },
        );
      const today = todayIso(clock.now());
      for (const month of effects.scheduled) {
        // Its window before the due date, and a post-paid month never before it was lived.
        const window = addDays(month.due_date, -issuance.windowDays);
        const issueOn =
          month.bill_from && compareIsoDates(month.bill_from, window) > 0 ? month.bill_from : window;
        await queue.enqueue(
          trx,
          ISSUE_BOLETO_JOB,
          { paymentId: month.id },
          {
            singletonKey: `issue:${month.id}`,
            ...(compareIsoDates(issueOn, today) > 0 ? { startAfter: brasiliaMidnight(issueOn) } : {}),
          },
        );
      }
    },
  };
}
