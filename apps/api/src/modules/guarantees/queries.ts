import {
  CARD_DEPOSIT_STATUS_LABELS,
  DEPOSIT_STATUS_LABELS,
  type GuaranteeStatus,
  type Payment,
  type RentalGuarantee,
  type RentGuaranteeType,
} from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { RentalGuaranteeRow, RentalRow } from '../../db/schema.ts';
import { findRental, findUserRental } from '../rentals/queries.ts';
import { answeredAsGuarantor, findGuarantor } from './guarantor-repository.ts';
import { findGuarantee } from './repository.ts';

export {
  answeredAsGuarantor,
  findGuarantorAnswersBy,
  findGuarantorsAwaitingReview,
} from './guarantor-repository.ts';

/**
 * Where a rental's guarantee stands, for the modules that act on it (approval, billing): the analysis's
 * status when it was analysed as the type the rental names now, else PENDING; null without a guarantee.
 */
export async function guaranteeStatusOf(
  db: Executor,
  rental: Pick<RentalRow, 'id' | 'rent_guarantee_type' | 'rental_value_cents'>,
): Promise<GuaranteeStatus | null> {
  if (!rental.rent_guarantee_type) return null;
  const row = await findGuarantee(db, rental.id);
  return row && analysisApplies(row, rental) ? row.status : 'PENDING';
}

/**
 * Whether an analysis still speaks for the rental: made for the guarantee it names now, and for the value
 * it has now (a draft whose dates changed is another lease to the guarantee provider).
 */
export function analysisApplies(
  analysed: Pick<RentalGuaranteeRow, 'type' | 'analysed_value_cents'>,
  rental: { rent_guarantee_type: RentGuaranteeType | null; rental_value_cents: number },
): boolean {
  return (
    analysed.type === rental.rent_guarantee_type &&
    (analysed.analysed_value_cents === null || analysed.analysed_value_cents === rental.rental_value_cents)
  );
}

/**
 * A caução as the rental shows it: its amount, ACTIVE once its charge is paid (held for the customer) or
 * reserved on a card, RELEASED once given back (or the reservation given up), PENDING until then.
 */
export function depositGuarantee(
  amountCents: number | null,
  payments: readonly Pick<Payment, 'purpose' | 'status'>[],
): RentalGuarantee {
  const deposits = payments.filter((payment) => payment.purpose === 'DEPOSIT');
  const has = (...statuses: Payment['status'][]) =>
    deposits.some((payment) => statuses.includes(payment.status));
  const status: GuaranteeStatus = has('PAID', 'AUTHORIZED')
    ? 'ACTIVE'
    : has('REFUND_PENDING', 'REFUNDED', 'RELEASED')
      ? 'RELEASED'
      : 'PENDING';
  // Only pré-autorizada on a card (never money): said so, not 'paid' nor 'given back'.
  const onCard = !has('PAID', 'REFUND_PENDING', 'REFUNDED') && has('AUTHORIZED', 'RELEASED');
  return {
    type: 'SECURITY_DEPOSIT',
    status,
    statusLabel: (onCard && CARD_DEPOSIT_STATUS_LABELS[status]) || DEPOSIT_STATUS_LABELS[status],
    amountCents,
  };
}

/**
 * The fiador staff approved for the rental, as the contract qualifies them (their answers, the spouse who
 * consents) and as they sign it (their account); undefined while none is approved.
 */
export async function findApprovedGuarantor(db: Executor, rentalId: string) {
  const [guarantee, guarantor] = await Promise.all([
    findGuarantee(db, rentalId),
    findGuarantor(db, rentalId),
  ]);
  if (
    guarantee?.type !== 'GUARANTOR' ||
    guarantee.status !== 'ACTIVE' ||
    !guarantor?.answers ||
    !guarantor.user_id
  )
    return undefined;
  return {
    name: guarantor.name,
    cpf: guarantor.cpf,
    email: guarantor.email,
    userId: guarantor.user_id,
    answers: guarantor.answers,
  };
}

/**
 * The rental a person may read: their own lease, or one they answered for as fiador (and then only as
 * `guarantorView` shows it); undefined otherwise (a 404 for them).
 */
export async function findReadableRental(
  db: Executor,
  userId: string,
  rentalId: string,
): Promise<{ row: RentalRow; as: 'CUSTOMER' | 'GUARANTOR' } | undefined> {
  const own = await findUserRental(db, userId, rentalId);
  if (own) return { row: own, as: 'CUSTOMER' };
  const guaranteed = (await answeredAsGuarantor(db, userId, rentalId))
    ? await findRental(db, rentalId)
    : undefined;
  return guaranteed && { row: guaranteed, as: 'GUARANTOR' };
}

/**
 * The rental as its fiador sees it (api.md: 'GET /api/rentals/:rentId … answer the guarantor too, and nothing
 * else of the customer's'): the lease they guarantee — dates, values, the guarantee, the contract — without
 * the door, the payments, the guests, the plates or the customer's own requests.
 */
export function guarantorView<T extends Record<string, unknown>>(rental: T): T {
  return {
    ...rental,
    paymentType: null,
    accessCode: null,
    access: null,
    payments: [],
    cancellation: null,
    holdExpiresAt: null,
    occupantsIds: [],
    expectedArrivalTime: null,
    vehiclePlates: [],
    earlyDeparture: null,
  };
}
