import {
  CONTRACT_SIGNER_ROLE_LABELS,
  type ContractSignerRole,
  EXTENSION_STATUS_LABELS,
  type Extension,
  extensionBilling,
  nightsBetween,
  periodForNights,
  todayIso,
} from '@estadia/domain';
import type { PaymentRow, RentalExtensionRow, RentalRow } from '../../db/schema.ts';
import { toPayment } from '../payments/payment-view.ts';
import { guaranteeOfLease } from '../rentals/lease-regime.ts';
import type { ExtensionSignatureRecord } from './signature-repository.ts';

/** Who signs the addendum, in order: the customer, then the fiador when they are a party to it. */
export function signerRolesOf(row: Pick<RentalExtensionRow, 'guarantor_is_party'>): ContractSignerRole[] {
  return row.guarantor_is_party ? ['TENANT', 'GUARANTOR'] : ['TENANT'];
}

/**
 * An extension as the API answers it, with its charges (oldest first) and its addendum's signatures so far
 * (any extension's: those of others are left out).
 */
export async function toExtension(
  row: RentalExtensionRow,
  rental: Pick<RentalRow, 'start_date' | 'rent_guarantee_type' | 'security_deposit_cents'>,
  payments: readonly PaymentRow[],
  signatures: readonly ExtensionSignatureRecord[] = [],
): Promise<Extension> {
  const signed = signatures.filter((signature) => signature.extensionId === row.id);
  const nights = nightsBetween(rental.start_date, row.end_date);
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
    addendumSha256: signed[0]?.addendumSha256 ?? null,
    signerRoles: signerRolesOf(row),
    signatures: signed.map((signature) => ({
      role: signature.role,
      roleLabel: CONTRACT_SIGNER_ROLE_LABELS[signature.role],
      name: signature.name,
      signedAt: signature.signedAt.toISOString(),
    })),
    paidDate: row.paid_at?.toISOString() ?? null,
    billing: billingOf(row, rental),
    payments: await Promise.all(
      payments.filter((payment) => payment.extension_id === row.id).map((payment) => toPayment(payment)),
    ),
  };
}

/** When an extension's difference is paid, decided the day it was asked for (the addendum says the same). */
export function billingOf(
  row: Pick<RentalExtensionRow, 'end_date' | 'created_at'>,
  rental: Pick<RentalRow, 'start_date' | 'rent_guarantee_type' | 'security_deposit_cents'>,
) {
  return extensionBilling({
    startDate: rental.start_date,
    newEnd: row.end_date,
    guarantee: guaranteeOfLease(rental),
    askedOn: todayIso(row.created_at),
  });
}
