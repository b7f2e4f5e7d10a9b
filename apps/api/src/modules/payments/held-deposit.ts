import type { PaymentRow } from '../../db/schema.ts';

/** The rental's caução held now: its charge paid and not given back (one at most), among its payments. */
export function heldDeposit(payments: readonly PaymentRow[]): PaymentRow | undefined {
  return payments.find((row) => row.purpose === 'DEPOSIT' && row.status === 'PAID');
}
