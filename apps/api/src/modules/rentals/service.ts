import {
  type ApartmentSummary,
  type CancellationPreview,
  type CancelRentalRequest,
  type CreateRentalRequest,
  cancellationVerdict,
  guaranteeGatesApproval,
  missingProfileSections,
  type PaginationQuery,
  type Rental,
  type RentalListResponse,
  type UpdateRentalRequest,
} from '@estadia/domain';
import type { Kysely, Transaction } from 'kysely';
import { toJson } from '../../db/json.ts';
import type { Database, RentalRow, RentalUpdate } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CatalogService } from '../catalog/service.ts';
import { findReadableRental, guaranteeStatusOf, guarantorView } from '../guarantees/queries.ts';
import { type CancellationSettlement, nothingToSettle } from './cancellation-settlement.ts';
import type { DoorAccess } from './door-port.ts';
import { assertMayHoldMore } from './hold-cap.ts';
import { toProfileFields } from './profile-fields.ts';
import {
  ApartmentUnavailableError,
  profileIncomplete,
  rentalChangedMeanwhile,
  rentalNotCancellable,
  rentalNotEditable,
  rentalNotFound,
  rentalNotSubmittable,
} from './rental-errors.ts';
import type { RentalNotices } from './rental-notices.ts';
import type { RentalPresenter } from './rental-presenter.ts';
import {
  countUserRentals,
  findRentalForSubmission,
  findUserRental,
  findUserRentals,
  insertRental,
  lockUserRental,
  type RentalForSubmission,
  submitIfUnchanged,
  updateRental,
} from './repository.ts';
import { type DraftFields, type ResolvedDraft, resolveDraft } from './resolve-draft.ts';
import { isSharedNightsViolation } from './shared-nights.ts';

export interface RentalsServiceOptions {
  db: Kysely<Database>;
  catalog: CatalogService;
  presenter: RentalPresenter;
  clock: Clock;
  /** Approve a submitted rental at once (AUTO_APPROVE); otherwise the provider decides. */
  autoApprove: boolean;
  /** What cancelling does to the rental's money; nothing by default (no payments module). */
  settlement?: CancellationSettlement;
  /** The customer's e-mails (approval, cancellation), enqueued in the step's transaction. */
  notices?: RentalNotices;
  /** A withdrawn stay's door code is revoked in the cancellation's transaction. */
  door?: DoorAccess;
}

/** Reads of a draft that keeps changing while it is sent before the customer is asked to retry. */
const SUBMIT_ATTEMPTS = 3;

/** The columns a resolved draft sets: what it names and its price, computed here and never sent. */
function draftColumns(draft: ResolvedDraft, fields: DraftFields) {
  return {
    apartment_id: draft.apartment.id,
    modality_id: draft.modality.id,
    project_id: draft.project.id,
    start_date: fields.interval.start,
    end_date: fields.interval.end,
    common_car_spots: fields.carSpots.common,
    covered_car_spots: fields.carSpots.covered,
    occupants_ids: toJson(draft.occupantsIds),
    rental_value_cents: draft.quote.totalCents,
    price_lines: toJson(draft.quote.lines),
  };
}

function fieldsOf(row: RentalRow): DraftFields {
  return {
    apartmentId: row.apartment_id,
    modalityId: row.modality_id,
    interval: { start: row.start_date, end: row.end_date },
    carSpots: { common: row.common_car_spots, covered: row.covered_car_spots },
    occupantsIds: row.occupants_ids,
  };
}

/** A customer's rentals: drafts, submission, cancellation. Every lookup is scoped to the caller. */
export class RentalsService {
  readonly #db: Kysely<Database>;
  readonly #catalog: CatalogService;
  readonly #presenter: RentalPresenter;
  readonly #clock: Clock;
  readonly #autoApprove: boolean;
  readonly #settlement: CancellationSettlement;
  readonly #notices: RentalNotices | undefined;
  readonly #door: DoorAccess | undefined;

  constructor(options: RentalsServiceOptions) {
    this.#db = options.db;
    this.#catalog = options.catalog;
    this.#presenter = options.presenter;
    this.#clock = options.clock;
    this.#autoApprove = options.autoApprove;
    this.#settlement = options.settlement ?? nothingToSettle;
    this.#notices = options.notices;
    this.#door = options.door;
  }

  /** A draft (UNFINISHED): priced, but it holds no nights, so any number may overlap. */
  async create(userId: string, request: CreateRentalRequest): Promise<Rental> {
    const fields: DraftFields = {
      apartmentId: request.apartmentId,
      modalityId: request.modalityId,
      interval: request.interval,
      carSpots: request.carSpots,
      occupantsIds: request.occupantsIds ?? [],
    };
    const draft = resolveDraft(fields, this.#catalog, this.#clock.now());
    const row = await insertRental(this.#db, {
      user_id: userId,
      ...draftColumns(draft, fields),
      payment_type: request.paymentType ?? null,
      rent_guarantee_type: request.rentGuaranteeType ?? null,
    });
    return this.#presenter.one(row);
  }

  async list(userId: string, query: PaginationQuery): Promise<RentalListResponse> {
    const offset = (query.page - 1) * query.pageSize;
    const total = await countUserRentals(this.#db, userId);
    // A page past the end is empty; asking the database would overflow its bigint for absurd pages.
    if (offset >= total) return { items: [], total };
    const rows = await findUserRentals(this.#db, userId, { offset, limit: query.pageSize });
    return { items: await this.#presenter.many(rows), total };
  }

  /** The customer's own rental (every other module that checks ownership asks this one). */
  async get(userId: string, rentalId: string): Promise<Rental> {
    const row = await findUserRental(this.#db, userId, rentalId);
    if (!row) throw rentalNotFound();
    return this.#presenter.one(row);
  }

  /**
   * GET /api/rentals/:rentId: the customer's own rental or — read only, without the customer's own data — one
   * the caller answered for as its fiador (api.md). Only this route: nothing else opens to the fiador.
   */
  async read(userId: string, rentalId: string): Promise<Rental> {
    const readable = await findReadableRental(this.#db, userId, rentalId);
    if (!readable) throw rentalNotFound();
    const rental = await this.#presenter.one(readable.row);
    return readable.as === 'GUARANTOR' ? guarantorView(rental) : rental;
  }

  /** PATCH semantics on a draft: absent fields stay, null clears; the price is computed again. */
  async update(userId: string, rentalId: string, changes: UpdateRentalRequest): Promise<Rental> {
    const now = this.#clock.now();
    const row = await this.#db.transaction().execute(async (trx) => {
      const current = await this.#lockOwn(trx, userId, rentalId);
      if (current.status !== 'UNFINISHED') throw rentalNotEditable(current.status);
      const previous = fieldsOf(current);
      const fields: DraftFields = {
        apartmentId: changes.apartmentId ?? previous.apartmentId,
        modalityId: changes.modalityId ?? previous.modalityId,
        interval: changes.interval ?? previous.interval,
        carSpots: changes.carSpots ?? previous.carSpots,
        occupantsIds: changes.occupantsIds ?? previous.occupantsIds,
      };
      const draft = resolveDraft(fields, this.#catalog, now);
      const update: RentalUpdate = draftColumns(draft, fields);
      if (changes.paymentType !== undefined) update.payment_type = changes.paymentType;
      if (changes.rentGuaranteeType !== undefined) update.rent_guarantee_type = changes.rentGuaranteeType;
      return updateRental(trx, rentalId, update);
    });
    return this.#presenter.one(row);
  }

  /**
   * UNFINISHED → WAITING_APPROVAL: from now on the nights are held, and the exclusion constraint makes
   * a second holder impossible. With AUTO_APPROVE the same write goes on to WAITING_FOR_SIGNATURE,
   * which starts the payment deadline.
   *
   * Optimistic, as it is the busiest write: the draft is read without locks, checked and priced, then
   * written by a statement that applies only if the row is still the version read (see
   * submitIfUnchanged), beside the cap on unpaid holds. A draft edited or sent meanwhile is read again,
   * and the checks run on what is there now.
   */
  async submit(userId: string, rentalId: string): Promise<Rental> {
    const now = this.#clock.now();
    for (let attempt = 1; attempt <= SUBMIT_ATTEMPTS; attempt += 1) {
      const read = await findRentalForSubmission(this.#db, userId, rentalId);
      if (!read) throw rentalNotFound();
      const current = read.rental;
      if (current.status !== 'UNFINISHED') throw rentalNotSubmittable(current.status);
      const fields = fieldsOf(current);
      const draft = resolveDraft(fields, this.#catalog, now);
      const missing = missingProfileSections(toProfileFields(read.profile ?? undefined));
      if (missing.length > 0) throw profileIncomplete(missing);

      // A guarantee that depends on the guarantee provider's yes keeps the rental waiting for it.
      const approved = this.#autoApprove && (await this.#guaranteeAllowsApproval(current));
      let row: RentalRow | undefined;
      try {
        // With AUTO_APPROVE the approval is part of the submission: one write goes straight past
        // WAITING_APPROVAL (nobody could have seen that state).
        row = await this.#writeSubmission(read, {
          ...draftColumns(draft, fields),
          // The caução agreed to is the modality's now: a later change of it never changes this rental's.
          security_deposit_cents:
            current.rent_guarantee_type === 'SECURITY_DEPOSIT'
              ? (draft.modality.securityDepositCents ?? null)
              : null,
          status: approved ? 'WAITING_FOR_SIGNATURE' : 'WAITING_APPROVAL',
          submitted_at: now,
          ...(approved ? { approved_at: now } : {}),
        });
      } catch (error) {
        if (isSharedNightsViolation(error))
          throw new ApartmentUnavailableError(await this.#alternatives(draft));
        throw error;
      }
      if (row) return this.#presenter.one(row);
    }
    throw rentalChangedMeanwhile();
  }

  async #guaranteeAllowsApproval(rental: RentalRow): Promise<boolean> {
    if (!guaranteeGatesApproval(rental.rent_guarantee_type)) return true;
    return (await guaranteeStatusOf(this.#db, rental)) === 'ACTIVE';
  }

  /**
   * The submission's write, in a transaction with the cap on unpaid holds (409 TOO_MANY_HOLDS, nothing
   * written): the customer is locked first, so two submissions of one customer are counted one after
   * the other, then, as before, the apartment and the rental. With AUTO_APPROVE it is an approval, whose
   * e-mail is enqueued with it.
   */
  #writeSubmission(read: RentalForSubmission, changes: RentalUpdate): Promise<RentalRow | undefined> {
    const notices = this.#notices;
    return this.#db.transaction().execute(async (trx) => {
      await assertMayHoldMore(trx, read.rental.user_id);
      const row = await submitIfUnchanged(trx, read, changes);
      if (row && changes.status === 'WAITING_FOR_SIGNATURE')
        await notices?.tell(trx, { event: 'APPROVED', rentalId: row.id });
      return row;
    });
  }

  /**
   * What cancelling now would give back, by the cancellation policy; 409 with the reason once it cannot
   * be cancelled (the same verdict as `cancel`).
   */
  async cancellationPreview(userId: string, rentalId: string): Promise<CancellationPreview> {
    const rental = await findUserRental(this.#db, userId, rentalId);
    if (!rental) throw rentalNotFound();
    this.#cancellation(rental);
    return this.#settlement.preview(this.#db, rental);
  }

  /**
   * Before RENTED always; a RENTED stay only under the withdrawal right (7 days from signing, before
   * check-in: CDC art. 49), which also revokes its access code. The nights are free again at once. What
   * was paid is settled by the cancellation policy in the same transaction (the payments module's
   * settlement: refunds persisted and delivered by the job queue), and no charge is left to pay.
   */
  async cancel(
    userId: string,
    rentalId: string,
    request: CancelRentalRequest,
    by: { email: string; ip: string | null } = { email: 'cliente', ip: null },
  ): Promise<Rental> {
    const now = this.#clock.now();
    const { row, settlement } = await this.#db.transaction().execute(async (trx) => {
      const current = await this.#lockOwn(trx, userId, rentalId);
      const { withdrawal } = this.#cancellation(current);
      const settled = await this.#settlement.settle(trx, current, now);
      const cancelled = await updateRental(trx, rentalId, {
        status: 'CANCELLED',
        cancellation_reason: request.reason,
        cancellation_details: request.details || null,
        cancelled_at: now,
        refunded_cents: settled.refundCents,
      });
      // The door code of a withdrawn stay stops being the guest's.
      if (withdrawal) await this.#door?.sync(trx, rentalId, { id: userId, ...by });
      await this.#notices?.tell(trx, { event: 'CANCELLED', rentalId });
      return { row: cancelled, settlement: settled };
    });
    settlement.afterCommit();
    return this.#presenter.one(row);
  }

  /** Whether the rental may be cancelled now (see cancellationVerdict); 409 with the reason if not. */
  #cancellation(rental: RentalRow): { withdrawal: boolean } {
    const verdict = cancellationVerdict(
      {
        status: rental.status,
        startDate: rental.start_date,
        signedAt: rental.signed_at,
        checkedInAt: rental.checked_in_at,
      },
      this.#clock.now(),
    );
    if (!verdict.cancellable) throw rentalNotCancellable(rental.status, verdict.reason);
    return { withdrawal: verdict.withdrawal };
  }

  async #lockOwn(trx: Transaction<Database>, userId: string, rentalId: string): Promise<RentalRow> {
    const row = await lockUserRental(trx, userId, rentalId);
    if (!row) throw rentalNotFound();
    return row;
  }

  /** Other apartments of the same modality free on every night of the refused stay. */
  async #alternatives(draft: ResolvedDraft): Promise<ApartmentSummary[]> {
    const { apartments } = await this.#catalog.availableApartments(
      draft.project.id,
      draft.modality.id,
      draft.interval,
    );
    return apartments.filter((apartment) => apartment.id !== draft.apartment.id);
  }
}
