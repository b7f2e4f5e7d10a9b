import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import type { PaymentRow, ReconciliationReason, RentalExtensionRow, RentalRow } from '../../db/schema.ts';
import type { CreditDecision, CreditEffects } from '../payments/credit-types.ts';
import { voidOpenCharges } from '../payments/money-commands.ts';
import { updateRental } from '../rentals/commands.ts';
import { lockExtension, updateExtension } from './repository.ts';

// What money that arrives for an extension's charge does (called by payments/credit-decision.ts under
// the rental's lock and then its payments'; the extension is locked last). The billing rule in the
// extension's own scope: its charges never bill more than its difference. Paid in full, the extension
// becomes the stay's: in the same transaction, its nights join the rental's and its value, lines and
// check-out become the rental's, so the rule then holds for the rental as a whole.

/** Stays that owe the months of an extension billed month by month (as they owe their own). */
const OWED_MONTHS: readonly RentalRow['status'][] = ['RENTED', 'DEFAULTER', 'FINISHED'];

/** Stays whose extension's money is still owed. */
const EXTENDABLE: readonly RentalRow['status'][] = ['RENTED', 'DEFAULTER'];

export interface ExtensionCreditContext {
  trx: Executor;
  rental: RentalRow;
  payment: PaymentRow & { extension_id: string };
  now: Date;
  effects: CreditEffects;
  giveBack(reason: ReconciliationReason, settlesPayment: boolean): Promise<CreditDecision>;
  recordReplacement(): Promise<unknown>;
  markPaid(): Promise<PaymentRow>;
  /** A month of the stay credited as the rental's own months are (a defaulter's last overdue month paid). */
  creditMonth(): Promise<CreditDecision>;
}

/**
 * The extension, paid: it frees its own hold first (its trigger), then the rental's hold grows to the new
 * check-out over the very nights it held; the stay's value, lines and end become the re-priced ones.
 */
export async function applyExtension(
  trx: Executor,
  extension: RentalExtensionRow,
  now: Date,
): Promise<RentalExtensionRow> {
  const paid = await updateExtension(trx, extension.id, { status: 'PAID', paid_at: now });
  await updateRental(trx, extension.rental_id, {
    end_date: extension.end_date,
    rental_value_cents: extension.rental_value_cents,
    price_lines: toJson(extension.price_lines),
  });
  return paid;
}

export async function decideExtensionCredit(context: ExtensionCreditContext): Promise<CreditDecision> {
  const { trx, rental, payment, now, effects } = context;
  const extension = await lockExtension(trx, payment.extension_id);
  // A month of an extension of a lease billed month by month (post-paid-plan.ts; an extension's own charge
  // is never a monthly boleto): the extension became the stay's at its signature, its months owed as the
  // stay's are.
  const live = payment.status === 'PENDING' || payment.status === 'SCHEDULED';
  const month = payment.payment_type === 'BANK_SLIP_MONTHLY';
  if (extension?.status === 'PAID' && live && month && OWED_MONTHS.includes(rental.status))
    return context.creditMonth();
  // Expired (its nights freed) or already paid by another charge: given back, never kept. A boleto that
  // clears after the stay finished at the extension's own end paid for nights the guest stayed: kept.
  const extendable =
    EXTENDABLE.includes(rental.status) ||
    (rental.status === 'FINISHED' && payment.payment_type === 'BANK_SLIP');
  if (extension?.status !== 'WAITING_FOR_PAYMENT' || !extendable)
    return context.giveBack(extension?.status === 'PAID' ? 'REPLACED' : 'NOT_OWED', true);
  if (payment.status === 'FAILED') return context.giveBack('NOT_OWED', true);
  // A charge replaced by a newer one of the same extension (an old Pix): it pays the difference in the
  // newer one's place, which is voided.
  if (payment.status !== 'PENDING' && payment.status !== 'SCHEDULED') {
    effects.voided.push(...(await voidOpenCharges(trx, rental.id, now, { extensionId: extension.id })));
    await context.recordReplacement();
  }
  const credited = await context.markPaid();
  await applyExtension(trx, extension, now);
  return { outcome: 'CREDITED', payment: credited, effects };
}
