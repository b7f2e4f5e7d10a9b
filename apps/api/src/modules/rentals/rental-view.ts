import {
  GUARANTEE_STATUS_LABELS,
  nightsBetween,
  periodForNights,
  type Rental,
  type RentalGuarantee,
  rentalStatusLabel,
} from '@estadia/domain';
import type { RentalRow } from '../../db/schema.ts';
import { projectSummary } from '../catalog/catalog-snapshot.ts';
import { analysisApplies, depositGuarantee } from '../guarantees/queries.ts';
import { leaseRegime } from './lease-regime.ts';
import type { RentalAttachments } from './rental-attachments.ts';
import { rentalCatalogEntries } from './rental-catalog.ts';
import type { CatalogLookup } from './resolve-draft.ts';

/** The rental as the API shows it. The catalogue rows it names always exist (foreign keys). */
const HOUR = 3_600_000;

/** Statuses in which the nights are held unpaid, until the hold expires (HOLD_HOURS after approval). */
const UNPAID_HOLDS: readonly RentalRow['status'][] = ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'];

/** The guarantee the rental names: as analysed while the analysis applies to it, else still PENDING. */
function guaranteeOf(row: RentalRow, attachments: RentalAttachments): RentalGuarantee | null {
  const type = row.rent_guarantee_type;
  if (!type) return null;
  if (type === 'SECURITY_DEPOSIT') return depositGuarantee(row.security_deposit_cents, attachments.payments);
  const analysed = attachments.guarantee;
  if (analysed && analysisApplies(analysed, row)) return analysed.view;
  return { type, status: 'PENDING', statusLabel: GUARANTEE_STATUS_LABELS.PENDING };
}

function iso(instant: Date | null): string | null {
  return instant ? instant.toISOString() : null;
}

export function toRental(
  row: RentalRow,
  catalog: CatalogLookup,
  attachments: RentalAttachments,
  holdHours: number,
): Rental {
  const { apartment, modality, project } = rentalCatalogEntries(row, catalog);
  const nights = nightsBetween(row.start_date, row.end_date);
  return {
    id: row.id,
    status: row.status,
    statusLabel: rentalStatusLabel(row.status),
    apartment,
    projectModality: modality,
    project: projectSummary(project),
    startDate: row.start_date,
    endDate: row.end_date,
    nights,
    period: periodForNights(nights),
    carSpots: { common: row.common_car_spots, covered: row.covered_car_spots },
    paymentType: row.payment_type,
    rentGuaranteeType: row.rent_guarantee_type,
    guarantee: guaranteeOf(row, attachments),
    rentRegime: leaseRegime(row),
    rentalValueCents: row.rental_value_cents,
    priceLines: row.price_lines,
    // The code opens the door: only a paid, current stay shows it (door-access/, decision 0019).
    accessCode: row.status === 'RENTED' ? (attachments.access?.code ?? null) : null,
    access: row.status === 'RENTED' ? attachments.access : null,
    contract: attachments.contract,
    payments: attachments.payments,
    cancellation: row.cancellation_reason
      ? {
          reason: row.cancellation_reason,
          details: row.cancellation_details,
          refundCents: row.refunded_cents,
        }
      : null,
    milestones: {
      submittedAt: iso(row.submitted_at),
      approvedAt: iso(row.approved_at),
      signedAt: iso(row.signed_at),
      paidAt: iso(row.paid_at),
      finishedAt: iso(row.finished_at),
      cancelledAt: iso(row.cancelled_at),
    },
    holdExpiresAt:
      row.approved_at && UNPAID_HOLDS.includes(row.status)
        ? new Date(row.approved_at.getTime() + holdHours * HOUR).toISOString()
        : null,
    // The stay: who stays, when they arrive, what the front desk recorded.
    occupantsIds: row.occupants_ids,
    expectedArrivalTime: row.expected_arrival_time,
    vehiclePlates: row.vehicle_plates,
    checkedInAt: iso(row.checked_in_at),
    checkedOutAt: iso(row.checked_out_at),
    earlyDeparture: attachments.earlyDeparture,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}
