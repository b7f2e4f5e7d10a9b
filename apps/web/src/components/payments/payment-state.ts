import { type Payment, todayIso } from '@estadia/domain';
import type { WithDates } from '@/lib/date-fields';

export type PaymentView = WithDates<Payment>;

const createdAt = (payment: PaymentView) => new Date(payment.createdDate).getTime();

/** Oldest first; the parts of one request (a monthly plan) in their order. */
export function sortPayments(payments: readonly PaymentView[]): PaymentView[] {
  return [...payments].sort(
    (a, b) => createdAt(a) - createdAt(b) || (a.installment?.number ?? 1) - (b.installment?.number ?? 1),
  );
}

/** Charges that are not part of what the rental costs: replaced, refused, or given back. */
const OUTSIDE_PLAN = new Set(['EXPIRED', 'FAILED', 'REFUND_PENDING', 'REFUNDED']);

/**
 * The boletos of the monthly plan: every month of it, paid, issued or still scheduled. A plan replaced
 * by another request has its charges expired, and money that came in for a charge no longer wanted is
 * refunded, so what is left is the plan in force.
 */
export function monthlyPlan(payments: readonly PaymentView[]): PaymentView[] {
  return sortPayments(payments)
    .filter((payment) => payment.paymentType === 'BANK_SLIP_MONTHLY')
    .filter((payment) => !OUTSIDE_PLAN.has(payment.status))
    .sort((a, b) => (a.installment?.number ?? 1) - (b.installment?.number ?? 1));
}

/** Monthly boletos still unpaid after their due date (what a DEFAULTER owes). */
export function overdueCharges(payments: readonly PaymentView[], today = todayIso()): PaymentView[] {
  return monthlyPlan(payments).filter((payment) => payment.status === 'PENDING' && payment.dueDate < today);
}

/** What the payment step shows for the charges the rental has. */
export type ChargeState =
  | { kind: 'none' }
  | { kind: 'pix'; payment: PaymentView }
  | { kind: 'pix-expired'; payment: PaymentView }
  | { kind: 'boleto'; payment: PaymentView }
  | { kind: 'monthly'; payments: PaymentView[] }
  | { kind: 'card-processing'; payment: PaymentView }
  | { kind: 'card-declined'; payment: PaymentView };

/**
 * The charge in force. A new request expires the charges still pending, so whatever is PENDING belongs
 * to the newest request; with nothing pending, the newest charge tells whether a card was declined or
 * a Pix code ran out (the customer then tries again), or that nothing was asked yet.
 */
export function chargeState(payments: readonly PaymentView[], now = Date.now()): ChargeState {
  // The caução is a charge of its own beside the rent's (depositCharges): never the one in force here.
  const sorted = sortPayments(payments.filter((payment) => payment.purpose !== 'DEPOSIT'));
  const pending = sorted.filter((payment) => payment.status === 'PENDING');
  if (pending.some((payment) => payment.paymentType === 'BANK_SLIP_MONTHLY')) {
    return { kind: 'monthly', payments: monthlyPlan(sorted) };
  }
  const current = pending.at(-1);
  if (current) {
    if (current.paymentType === 'PIX') {
      const expired = current.pix && Date.parse(current.pix.expiresAt) <= now;
      return { kind: expired || !current.pix ? 'pix-expired' : 'pix', payment: current };
    }
    if (current.paymentType === 'BANK_SLIP') return { kind: 'boleto', payment: current };
    return { kind: 'card-processing', payment: current };
  }
  const latest = sorted.at(-1);
  if (latest?.status === 'FAILED' && latest.paymentType === 'CREDIT_CARD') {
    return { kind: 'card-declined', payment: latest };
  }
  if (latest?.status === 'EXPIRED' && latest.paymentType === 'PIX') {
    return { kind: 'pix-expired', payment: latest };
  }
  return { kind: 'none' };
}

/** The charge 'Simular pagamento' pays: the one due first among those pending. */
export function chargeToSimulate(payments: readonly PaymentView[], now = Date.now()): PaymentView | null {
  const state = chargeState(payments, now);
  if (state.kind === 'pix' || state.kind === 'boleto' || state.kind === 'card-processing') {
    return state.payment;
  }
  if (state.kind === 'monthly') {
    const month = state.payments.find((payment) => payment.status === 'PENDING');
    if (month) return month;
  }
  // The rent paid (or nothing to simulate of it): the caução still to pay.
  return depositCharges(payments).find((payment) => payment.status === 'PENDING' && hasCode(payment)) ?? null;
}

/** The caução's charges (purpose DEPOSIT), oldest first. */
export function depositCharges(payments: readonly PaymentView[]): PaymentView[] {
  return sortPayments(payments.filter((payment) => payment.purpose === 'DEPOSIT'));
}

/** Whether the rent's first charge is paid (the stay then waits only for what else it owes: its caução). */
export function firstRentPaid(payments: readonly PaymentView[]): boolean {
  return payments.some(
    (payment) =>
      payment.purpose !== 'DEPOSIT' &&
      !payment.extensionId &&
      (payment.installment?.number ?? 1) === 1 &&
      payment.status === 'PAID',
  );
}

const hasCode = (payment: PaymentView) => Boolean(payment.pix || payment.bankSlip);

/** Whether the rental is waiting for a confirmation that comes by itself (the bank, the card issuer). */
export function awaitsConfirmation(payments: readonly PaymentView[]): boolean {
  return payments.some((payment) => payment.status === 'PENDING');
}

/** The paid charges, each with its receipt. */
export function receipts(payments: readonly PaymentView[]): PaymentView[] {
  return sortPayments(payments).filter((payment) => payment.status === 'PAID' && payment.receiptUrl);
}
