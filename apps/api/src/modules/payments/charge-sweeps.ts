import { addDays, todayIso } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { PaymentRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { expireDeadCharges, markOverdueRentals } from './repository.ts';

/**
 * One sweep: a Pix past its expiry becomes EXPIRED (the customer can make a new one), and so does any
 * charge left pending on a cancelled rental. Returns them, to void at the provider.
 */
export function expireCharges(db: Executor, clock: Clock): Promise<PaymentRow[]> {
  return expireDeadCharges(db, clock.now());
}

/**
 * One sweep: a RENTED stay with a monthly boleto overdue by more than `graceDays` becomes DEFAULTER.
 * A boleto due on day D is overdue from D+1; with 5 days of grace the stay is a defaulter from D+6.
 */
export function markDefaulters(db: Executor, clock: Clock, graceDays: number): Promise<string[]> {
  return markOverdueRentals(db, addDays(todayIso(clock.now()), -graceDays));
}
