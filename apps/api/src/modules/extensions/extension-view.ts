import { EXTENSION_STATUS_LABELS, type Extension, nightsBetween, periodForNights } from '@estadia/domain';
import type { PaymentRow, RentalExtensionRow } from '../../db/schema.ts';
import { toPayment } from '../payments/payment-view.ts';

/** An extension as the API answers it, with its charges (oldest first). */
export async function toExtension(
  row: RentalExtensionRow,
  startDate: string,
  payments: readonly PaymentRow[],
  addendumSha256: string | null = null,
): Promise<Extension> {
  const nights = nightsBetween(startDate, row.end_date);
  return {
    id: row.id,
    rentalId: row.rental_id,
    status: row.status,
    statusLabel: EXTENSION_STATUS_LABELS[row.status],
    end: row.end_date,
    previousEnd: row.previous_end_date,
    nights,
    period: periodForNights(nights),
    rentalValueCents: row.rental_value_cents,
    previousValueCents: row.previous_value_cents,
    differenceCents: row.difference_cents,
    lines: row.price_lines,
    createdDate: row.created_at.toISOString(),
    holdExpiresAt: row.hold_expires_at.toISOString(),
    signedAt: row.signed_at?.toISOString() ?? null,
    addendumSha256,
    paidDate: row.paid_at?.toISOString() ?? null,
    payments: await Promise.all(
      payments.filter((payment) => payment.extension_id === row.id).map((payment) => toPayment(payment)),
    ),
  };
}
