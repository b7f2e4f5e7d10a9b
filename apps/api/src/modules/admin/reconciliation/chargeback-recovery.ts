import { todayIso } from '@estadia/domain';
import type { Executor } from '../../../db/executor.ts';
import { AppError } from '../../../errors.ts';
import { recoverChargebackMoney } from '../../payments/money-commands.ts';
import { countOverdueCharges, hasChargeback, lockRentalPayments } from '../../payments/money-queries.ts';
import { updateRental } from '../../rentals/commands.ts';
import type { DoorAccess } from '../../rentals/door-port.ts';
import { lockRental } from '../../rentals/queries.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { StaffActor } from '../staff-access.ts';
import { resolveChargebackCase } from './repository.ts';

const alreadyResolved = () =>
  new AppError(409, 'RECONCILIATION_NOT_SETTLEABLE', 'Esta contestação já foi resolvida pela equipe.');

/**
 * Staff resolve a chargeback (decision 0013, amendment): the money the card network took back was
 * recovered (the customer paid it again outside the provider, or the dispute was won). In one
 * transaction, under the rental's lock and then its payments': the case resolved with the note, a
 * PAYMENT entry (Dr 1.1.2, Cr 1.1.3: received again, owed no more), the stay back to RENTED when it is a
 * defaulter with nothing else overdue nor charged back (its door code granted again), audited.
 */
export async function recoverChargeback(
  trx: Executor,
  found: { id: string; rental_id: string; payment_id: string; received_cents: number; note: string },
  actor: StaffActor,
  now: Date,
  door?: DoorAccess,
): Promise<void> {
  const rental = await lockRental(trx, found.rental_id);
  await lockRentalPayments(trx, found.rental_id);
  if (!(await resolveChargebackCase(trx, found.id, { at: now, by: actor.id, note: found.note })))
    throw alreadyResolved();
  await recoverChargebackMoney(trx, {
    caseId: found.id,
    rentalId: found.rental_id,
    paymentId: found.payment_id,
    amountCents: found.received_cents,
    at: now,
  });
  if (
    rental?.status === 'DEFAULTER' &&
    (await countOverdueCharges(trx, rental.id, todayIso(now))) === 0 &&
    !(await hasChargeback(trx, rental.id))
  ) {
    await updateRental(trx, rental.id, { status: 'RENTED' });
    await door?.sync(trx, rental.id, actor);
  }
  await recordAudit(
    trx,
    actor,
    {
      action: 'reconciliation.settle',
      target: `payment:${found.payment_id}`,
      details: {
        caseId: found.id,
        rentalId: found.rental_id,
        amountCents: found.received_cents,
        note: found.note,
        chargeback: true,
      },
    },
    now,
  );
}
