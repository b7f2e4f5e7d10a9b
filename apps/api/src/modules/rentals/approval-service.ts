import {
  type CancelRentalRequest,
  canTransition,
  guaranteeGatesApproval,
  type Rental,
} from '@estadia/domain';
import type { Kysely, Transaction } from 'kysely';
import type { TransactionStep } from '../../db/executor.ts';
import type { Database, RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { guaranteeNotActive } from '../guarantees/guarantee-errors.ts';
import { guaranteeStatusOf } from '../guarantees/queries.ts';
import { rentalNotAwaitingApproval, rentalNotFound } from './rental-errors.ts';
import type { RentalNotices } from './rental-notices.ts';
import type { RentalPresenter } from './rental-presenter.ts';
import { lockApartment, lockRental, updateRental } from './repository.ts';

/** The provider's decision on a submitted rental, when AUTO_APPROVE leaves it to a person. */
export class RentalApprovalService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly presenter: RentalPresenter,
    private readonly clock: Clock,
    /** The customer's e-mail of each decision, enqueued with it. */
    private readonly notices?: RentalNotices,
  ) {}

  /**
   * WAITING_APPROVAL → WAITING_FOR_SIGNATURE; the payment deadline starts now. `within` runs in the same
   * transaction (the back-office's audit entry).
   */
  async approve(rentalId: string, within?: TransactionStep<RentalRow>): Promise<Rental> {
    const now = this.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const current = await this.#lockAwaitingApproval(trx, rentalId);
      // A guarantee the guarantee provider has not approved (art. 37's one guarantee) blocks the approval.
      if (
        guaranteeGatesApproval(current.rent_guarantee_type) &&
        (await guaranteeStatusOf(trx, current)) !== 'ACTIVE'
      )
        throw guaranteeNotActive();
      // The new row version still holds nights, so it is checked against a submission in progress;
      // queueing behind it (as submissions do) avoids a deadlock between the two checks.
      await lockApartment(trx, current.apartment_id);
      const approved = await updateRental(trx, rentalId, {
        status: 'WAITING_FOR_SIGNATURE',
        approved_at: now,
      });
      await within?.(trx, approved);
      await this.notices?.tell(trx, { event: 'APPROVED', rentalId });
      return approved;
    });
    return this.presenter.one(row);
  }

  /** WAITING_APPROVAL → CANCELLED, with the reason the customer will read; the nights are freed. */
  async reject(
    rentalId: string,
    request: CancelRentalRequest,
    within?: TransactionStep<RentalRow>,
  ): Promise<Rental> {
    const now = this.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      await this.#lockAwaitingApproval(trx, rentalId);
      const rejected = await updateRental(trx, rentalId, {
        status: 'CANCELLED',
        cancellation_reason: request.reason,
        cancellation_details: request.details || null,
        cancelled_at: now,
        // Nothing can be paid before approval.
        refunded_cents: 0,
      });
      await within?.(trx, rejected);
      await this.notices?.tell(trx, { event: 'REJECTED', rentalId });
      return rejected;
    });
    return this.presenter.one(row);
  }

  async #lockAwaitingApproval(trx: Transaction<Database>, rentalId: string): Promise<RentalRow> {
    const row = await lockRental(trx, rentalId);
    if (!row) throw rentalNotFound();
    if (row.status !== 'WAITING_APPROVAL' || !canTransition(row.status, 'WAITING_FOR_SIGNATURE')) {
      throw rentalNotAwaitingApproval(row.status);
    }
    return row;
  }
}
