import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { noticeKey, type RentalNotice, type RentalNotices } from '../rentals/rental-notices.ts';
import type { RentalNoticeSender } from './rental-notice-sender.ts';

/** The job that composes one rental e-mail (payload: a RentalNotice); its stored name stays as it was. */
export const RENTAL_NOTICES_JOB = 'rental.notify';

/**
 * Composing reads a few rows and writes one outbox row (its delivery is a `mail.deliver` job of its
 * own): a failure is the database's, tried again 5 times, about 1, 2, 4, 8 and 16 minutes apart.
 */
const NOTICES_RETRIES = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 };

/**
 * The rental e-mails as durable jobs (decision 0011): `tell` enqueues a `rental.notify` job in the
 * step's transaction, one per notice (its key as the singleton key), and the job hands the notice to
 * the sender, which composes and records the message under that same key (a job run again after a
 * crash that followed its commit writes no second message).
 */
export function registerRentalNoticesJob(queue: JobQueue, sender: RentalNoticeSender): RentalNotices {
  queue.work(RENTAL_NOTICES_JOB, (notice: RentalNotice) => sender.send(notice), NOTICES_RETRIES);
  return {
    tell: (trx, notice) =>
      queue.enqueue(trx, RENTAL_NOTICES_JOB, { ...notice }, { singletonKey: noticeKey(notice) }),
  };
}
