import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptGuarantorInvitationRequest,
  GUARANTEE_STATUS_LABELS,
  type GuarantorAccepted,
  type GuarantorReview,
  MARITAL_STATUS_LABELS,
  type MaritalStatus,
  type NameGuarantorRequest,
  normalizeDocument,
  type RejectGuarantorRequest,
  type Rental,
  type User,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, RentalRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import { webLinks } from '../notifications/email-format.ts';
import { findCustomer } from '../notifications/queries.ts';
import { findRental, findUserRental, lockRental, lockUserRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { RentalPresenter } from '../rentals/rental-presenter.ts';
import { findOwnedUpload } from '../uploads/queries.ts';
import {
  guaranteeAlreadyActive,
  guaranteeNotChangeable,
  guarantorAlreadyDecided,
  guarantorDocumentNotFound,
  guarantorIsCustomer,
  guarantorNotAnswered,
  guarantorNotTheGuarantee,
  invitationAlreadyAnswered,
  invitationClosed,
  invitationEmailMismatch,
  invitationNotFound,
} from './guarantee-errors.ts';
import { guarantorDecisionEmail, guarantorInvitationEmail } from './guarantor-email.ts';
import {
  findGuaranteedRentalIds,
  findGuarantor,
  findRentalOfInvitation,
  lockGuarantor,
  saveAnswers,
  saveInvitation,
} from './guarantor-repository.ts';
import { guaranteeStatusOf, guarantorView } from './queries.ts';
import { findGuarantee, saveGuarantee } from './repository.ts';

/** The leases a fiador's page lists at most (a person guarantees a handful). */
const GUARANTEED_LIMIT = 50;

export interface GuarantorsServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  presenter: RentalPresenter;
  mailer: Mailer;
  publicUrl: string;
  /** The customer's profile: the fiador must be someone else. */
  profileOf: (userId: string) => Promise<User>;
  /** Approves a rental that waited only for its guarantee (AUTO_APPROVE on). */
  approve?: (rentalId: string) => Promise<unknown>;
}

const OPEN_STATUSES: readonly RentalRow['status'][] = ['UNFINISHED', 'WAITING_APPROVAL'];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The fiador (fiança, api.md 'Guarantees and the law of the lease'): the customer names one, who is e-mailed a
 * link (its token kept only hashed) and answers from their own account — the invited e-mail's —; staff approve
 * or refuse with a reason. The rental waits for approval until the fiador is ACTIVE (guaranteeGatesApproval).
 */
export class GuarantorsService {
  readonly #options: GuarantorsServiceOptions;

  constructor(options: GuarantorsServiceOptions) {
    this.#options = options;
  }

  async name(userId: string, rentalId: string, request: NameGuarantorRequest): Promise<Rental> {
    const { db, clock, mailer, publicUrl, presenter } = this.#options;
    const customer = await this.#options.profileOf(userId);
    const email = request.email.toLowerCase();
    const isCustomer =
      email === customer.email.toLowerCase() ||
      (customer.cpfOrCnpj !== null && normalizeDocument(customer.cpfOrCnpj) === request.cpf);
    const token = randomBytes(32).toString('base64url');
    await db.transaction().execute(async (trx) => {
      const rental = await lockUserRental(trx, userId, rentalId);
      if (!rental) throw rentalNotFound();
      if (isCustomer) throw guarantorIsCustomer();
      if (rental.rent_guarantee_type !== 'GUARANTOR') throw guarantorNotTheGuarantee();
      if (!OPEN_STATUSES.includes(rental.status)) throw guaranteeNotChangeable();
      if ((await guaranteeStatusOf(trx, rental)) === 'ACTIVE') throw guaranteeAlreadyActive();
      await saveGuarantee(trx, {
        rental_id: rentalId,
        type: 'GUARANTOR',
        status: 'PENDING',
        provider: null,
        provider_reference: null,
        provider_fee_cents: null,
        refusal_reason: null,
        analysed_at: null,
        analysed_value_cents: null,
      });
      await saveInvitation(trx, {
        rental_id: rentalId,
        name: request.name,
        email,
        cpf: request.cpf,
        token_hash: hashToken(token),
        invited_at: clock.now(),
      });
      const link = `${publicUrl.replace(/\/+$/, '')}/fiador/${token}`;
      await mailer.send(
        guarantorInvitationEmail({
          guarantor: { name: request.name, email },
          customerName: customer.name,
          link,
          token,
        }),
        trx,
      );
    });
    const rental = await findUserRental(db, userId, rentalId);
    if (!rental) throw rentalNotFound();
    return presenter.one(rental);
  }

  /** The fiador answers, from the account of the invited e-mail, once. */
  async accept(
    userId: string,
    token: string,
    request: AcceptGuarantorInvitationRequest,
  ): Promise<GuarantorAccepted> {
    const { db, clock } = this.#options;
    const tokenHash = hashToken(token);
    const rentalId = await findRentalOfInvitation(db, tokenHash);
    if (!rentalId) throw invitationNotFound();
    return db.transaction().execute(async (trx) => {
      const rental = await lockRental(trx, rentalId);
      const guarantor = await lockGuarantor(trx, rentalId);
      if (!rental || guarantor?.token_hash !== tokenHash) throw invitationNotFound();
      const caller = await findCustomer(trx, userId);
      if (caller?.email.toLowerCase() !== guarantor.email) throw invitationEmailMismatch(guarantor.email);
      if (guarantor.accepted_at) throw invitationAlreadyAnswered();
      const guarantee = await findGuarantee(trx, rentalId);
      if (rental.rent_guarantee_type !== 'GUARANTOR' || guarantee?.status !== 'PENDING')
        throw invitationClosed();
      for (const fileName of request.documents)
        if (!(await findOwnedUpload(trx, fileName, userId))) throw guarantorDocumentNotFound(fileName);
      const { documents, ...answers } = request;
      await saveAnswers(trx, rentalId, {
        userId,
        answers: { ...answers, spouse: answers.spouse ?? null, address: { ...answers.address } },
        documents,
        at: clock.now(),
      });
      return { rentalId, guarantor: { name: guarantor.name, email: guarantor.email, status: 'PENDING' } };
    });
  }

  async review(rentalId: string): Promise<GuarantorReview> {
    const { db } = this.#options;
    const [guarantor, guarantee] = await Promise.all([
      findGuarantor(db, rentalId),
      findGuarantee(db, rentalId),
    ]);
    if (!guarantor || guarantee?.type !== 'GUARANTOR') throw rentalNotFound();
    const answers = guarantor.answers;
    return {
      rentalId,
      name: guarantor.name,
      email: guarantor.email,
      cpf: guarantor.cpf,
      status: guarantee.status,
      statusLabel: GUARANTEE_STATUS_LABELS[guarantee.status],
      invitedAt: guarantor.invited_at.toISOString(),
      acceptedAt: guarantor.accepted_at?.toISOString() ?? null,
      answers: answers
        ? {
            ...answers,
            maritalStatus: answers.maritalStatus as MaritalStatus,
            maritalStatusLabel:
              MARITAL_STATUS_LABELS[answers.maritalStatus as MaritalStatus] ?? answers.maritalStatus,
          }
        : null,
      documents: guarantor.documents,
      refusalReason: guarantee.refusal_reason,
    };
  }

  approve(rentalId: string, actor: StaffActor): Promise<GuarantorReview> {
    return this.#decide(rentalId, actor, null);
  }

  reject(rentalId: string, request: RejectGuarantorRequest, actor: StaffActor): Promise<GuarantorReview> {
    return this.#decide(rentalId, actor, request.reason);
  }

  /** Staff's decision on an answered fiador (`reason` null: approved), audited, the customer e-mailed. */
  async #decide(rentalId: string, actor: StaffActor, reason: string | null): Promise<GuarantorReview> {
    const { db, clock, mailer, publicUrl } = this.#options;
    const now = clock.now();
    const decided = await db.transaction().execute(async (trx) => {
      const rental = await lockRental(trx, rentalId);
      const guarantor = await lockGuarantor(trx, rentalId);
      const guarantee = await findGuarantee(trx, rentalId);
      if (!rental || !guarantor || rental.rent_guarantee_type !== 'GUARANTOR') throw rentalNotFound();
      if (!guarantor.accepted_at) throw guarantorNotAnswered();
      if (guarantee?.status !== 'PENDING') throw guarantorAlreadyDecided();
      await saveGuarantee(trx, {
        ...guarantee,
        status: reason === null ? 'ACTIVE' : 'REFUSED',
        refusal_reason: reason,
        analysed_at: now,
      });
      await recordAudit(
        trx,
        actor,
        {
          action: reason === null ? 'guarantor.approve' : 'guarantor.reject',
          target: `rental:${rentalId}`,
          details: reason === null ? { guarantor: guarantor.email } : { guarantor: guarantor.email, reason },
        },
        now,
      );
      const customer = await findCustomer(trx, rental.user_id);
      if (customer)
        await mailer.send(
          guarantorDecisionEmail({
            customer,
            guarantorName: guarantor.name,
            approved: reason === null,
            reason,
            rentalUrl: `${webLinks(publicUrl).myRentals}/${rentalId}`,
          }),
          trx,
        );
      return rental;
    });
    if (reason === null && decided.status === 'WAITING_APPROVAL') await this.#approveIfAutomatic(rentalId);
    return this.review(rentalId);
  }

  async #approveIfAutomatic(rentalId: string): Promise<void> {
    try {
      await this.#options.approve?.(rentalId);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'RENTAL_NOT_AWAITING_APPROVAL')) throw error;
    }
  }

  /**
   * The leases `userId` answered for as fiador, newest answer first, each as the fiador sees it (guarantorView):
   * where the fiança and the contract's signatures stand, nothing else of the customer's.
   */
  async guaranteed(userId: string): Promise<Rental[]> {
    const { db, presenter } = this.#options;
    const ids = await findGuaranteedRentalIds(db, userId, GUARANTEED_LIMIT);
    const rows = (await Promise.all(ids.map((id) => findRental(db, id)))).filter(
      (row): row is RentalRow => row !== undefined,
    );
    return (await presenter.many(rows)).map(guarantorView);
  }
}
