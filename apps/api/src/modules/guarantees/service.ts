import {
  type ChooseGuaranteeRequest,
  guaranteeGatesApproval,
  LONG_PERIOD_NIGHTS,
  nightsBetween,
  normalizeDocument,
  type Rental,
  type RentGuaranteeType,
  type User,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, RentalRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { updateRental } from '../rentals/commands.ts';
import { findUserRental, lockUserRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { RentalPresenter } from '../rentals/rental-presenter.ts';
import {
  guaranteeAlreadyActive,
  guaranteeNotAnalysable,
  guaranteeNotChangeable,
} from './guarantee-errors.ts';
import type { GuaranteeAnalysis, GuaranteeAnalysisRequest, GuaranteeProvider } from './guarantee-provider.ts';
import { guaranteeStatusOf } from './queries.ts';
import { removeGuarantee, saveGuarantee } from './repository.ts';

export interface GuaranteesServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  presenter: RentalPresenter;
  provider: GuaranteeProvider;
  /** The customer's profile, which the guarantee provider analyses. */
  profileOf: (userId: string) => Promise<User>;
  /**
   * Approves a rental that waited only for its guarantee (AUTO_APPROVE on); absent when a person approves
   * every rental.
   */
  approve?: (rentalId: string) => Promise<unknown>;
  /** The caução a modality asks (the catalogue's), copied to a rental that chooses one. */
  depositOf?: (modalityId: string) => number | null;
}

/** Before approval the customer may have the guarantee analysed, or choose another. */
const OPEN_STATUSES: readonly RentalRow['status'][] = ['UNFINISHED', 'WAITING_APPROVAL'];

/**
 * A rental's one guarantee (Lei 8.245/1991, art. 37): the guarantee provider's analysis (CredPago) and the
 * customer's choice of another after a refusal. An analysed guarantee must be ACTIVE before the rental is
 * approved (rentals/approval-service.ts and the submission check it); once it is, the rental waiting only
 * for it is approved at once when approval is automatic.
 */
export class GuaranteesService {
  readonly #options: GuaranteesServiceOptions;

  constructor(options: GuaranteesServiceOptions) {
    this.#options = options;
  }

  /**
   * Asks the guarantee provider (outside any transaction: it is a call to another company), then records
   * its answer under the rental's lock, only if the rental still names a CredPago guarantee not yet active
   * and still waits for approval.
   */
  async analyse(userId: string, rentalId: string): Promise<Rental> {
    const { db, clock, provider, presenter } = this.#options;
    const rental = await findUserRental(db, userId, rentalId);
    if (!rental) throw rentalNotFound();
    await this.#assertAnalysable(db, rental);
    const analysis = await provider.analyse(
      this.#analysisRequest(rental, await this.#options.profileOf(userId)),
    );
    const recorded = await db.transaction().execute(async (trx) => {
      const current = await lockUserRental(trx, userId, rentalId);
      if (!current) throw rentalNotFound();
      await this.#assertAnalysable(trx, current);
      await saveGuarantee(trx, {
        rental_id: rentalId,
        type: 'CREDPAGO',
        provider: provider.name,
        ...outcomeColumns(analysis),
        analysed_at: clock.now(),
        analysed_value_cents: current.rental_value_cents,
      });
      return current;
    });
    if (analysis.approved && recorded.status === 'WAITING_APPROVAL') await this.#approveIfAutomatic(rentalId);
    return presenter.one(await this.#reread(userId, rentalId));
  }

  /** Another guarantee (or none), while the rental is not yet approved and its guarantee not active. */
  async choose(userId: string, rentalId: string, request: ChooseGuaranteeRequest): Promise<Rental> {
    const type: RentGuaranteeType | null = request.rentGuaranteeType;
    const { db, presenter } = this.#options;
    const changed = await db.transaction().execute(async (trx) => {
      const current = await lockUserRental(trx, userId, rentalId);
      if (!current) throw rentalNotFound();
      if (!OPEN_STATUSES.includes(current.status)) throw guaranteeNotChangeable();
      if (current.rent_guarantee_type === type) return current;
      if ((await guaranteeStatusOf(trx, current)) === 'ACTIVE') throw guaranteeAlreadyActive();
      await removeGuarantee(trx, rentalId);
      const deposit =
        type === 'SECURITY_DEPOSIT' ? (this.#options.depositOf?.(current.modality_id) ?? null) : null;
      return updateRental(trx, rentalId, { rent_guarantee_type: type, security_deposit_cents: deposit });
    });
    if (changed.status === 'WAITING_APPROVAL' && !guaranteeGatesApproval(type))
      await this.#approveIfAutomatic(rentalId);
    return presenter.one(await this.#reread(userId, rentalId));
  }

  async #assertAnalysable(db: Executor, rental: RentalRow): Promise<void> {
    if (rental.rent_guarantee_type !== 'CREDPAGO') throw guaranteeNotAnalysable('TYPE');
    if (!OPEN_STATUSES.includes(rental.status)) throw guaranteeNotAnalysable('STATUS');
    if ((await guaranteeStatusOf(db, rental)) === 'ACTIVE') throw guaranteeAlreadyActive();
  }

  #analysisRequest(rental: RentalRow, profile: User): GuaranteeAnalysisRequest {
    const nights = nightsBetween(rental.start_date, rental.end_date);
    return {
      rentalId: rental.id,
      tenant: {
        name: profile.name || null,
        document: profile.cpfOrCnpj ? normalizeDocument(profile.cpfOrCnpj) : null,
        birthdate: profile.birthdate,
        email: profile.email,
        address: {
          postCode: profile.address.postCode || null,
          city: profile.address.city?.name || null,
          state: profile.address.city?.stateInitials || null,
        },
      },
      lease: {
        monthlyRentCents: Math.round((rental.rental_value_cents * LONG_PERIOD_NIGHTS) / nights),
        startDate: rental.start_date,
        endDate: rental.end_date,
      },
    };
  }

  /** The approval a rental waited for; another request that approved it first is no error here. */
  async #approveIfAutomatic(rentalId: string): Promise<void> {
    try {
      await this.#options.approve?.(rentalId);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'RENTAL_NOT_AWAITING_APPROVAL')) throw error;
    }
  }

  async #reread(userId: string, rentalId: string): Promise<RentalRow> {
    const row = await findUserRental(this.#options.db, userId, rentalId);
    if (!row) throw rentalNotFound();
    return row;
  }
}

function outcomeColumns(analysis: GuaranteeAnalysis) {
  return analysis.approved
    ? {
        status: 'ACTIVE' as const,
        provider_reference: analysis.reference,
        provider_fee_cents: analysis.feeCents,
        refusal_reason: null,
      }
    : {
        status: 'REFUSED' as const,
        provider_reference: null,
        provider_fee_cents: null,
        refusal_reason: analysis.reason,
      };
}
