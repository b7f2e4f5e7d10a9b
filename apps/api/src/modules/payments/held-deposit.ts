import type { PaymentRow } from '../../db/schema.ts';

/** The rental's caução held now: its charge paid and not given back (one at most), among its payments. */
export function heldDeposit(payments: readonly PaymentRow[]): PaymentRow | undefined {
  return payments.find((row) => row.purpose === 'DEPOSIT' && row.status === 'PAID');
}

/** The rental's caução reserved on a card and not captured (AUTHORIZED), among its payments. */
export function authorisedDeposit(payments: readonly PaymentRow[]): PaymentRow | undefined {
  return payments.find((row) => row.purpose === 'DEPOSIT' && row.status === 'AUTHORIZED');
}

/** The rental's guarantee by caução in place: held in money, or reserved on a card. */
export function depositInPlace(payments: readonly PaymentRow[]): PaymentRow | undefined {
  return heldDeposit(payments) ?? authorisedDeposit(payments);
}
