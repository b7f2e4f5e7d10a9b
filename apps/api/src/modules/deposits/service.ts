import {
  addDays,
  compareInspections,
  DEPOSIT_CONTEST_DAYS,
  type DepositAcknowledgementRequest,
  type DepositSettlement,
  type GuaranteeQueue,
  type ProposeDepositSettlementRequest,
  type PutSavingsRateRequest,
  type RecordYieldTransferRequest,
  type SavingsRate,
  type SavingsRatesResponse,
  todayIso,
} from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, RentalRow, StoredDeduction } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { SavingsRatesSource } from '../../lib/savings-rates/bcb-savings-rates.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import { findRentalInspections } from '../inspections/queries.ts';
import { webLinks } from '../notifications/email-format.ts';
import { findCustomer } from '../notifications/queries.ts';
import { staySummary } from '../notifications/stay-summary.ts';
import type { MoneyFollowUps } from '../payments/credit-types.ts';
import {
  creditDueDepositYields,
  deductionsExceedDeposit,
  depositHeldCents,
  depositNotHeld,
  keepOfficialRates,
  recordYieldTransfer,
  saveSavingsRate,
  settleDepositMoney,
} from '../payments/money-commands.ts';
import {
  depositCaptureAsked,
  depositYieldCents,
  findRentalsPayments,
  findYieldTransfer,
  listSavingsRates,
} from '../payments/money-queries.ts';
import { findRental, findUserRental, lockRental, lockUserRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { type DepositEmailInput, depositProposedEmail, depositSettledEmail } from './deposit-email.ts';
import {
  alreadyProposed,
  deductionNotInInspection,
  noTransferPending,
  notAfterCheckOut,
  notAwaitingAnswer,
  notSettleable,
  settlementNotFound,
} from './deposit-errors.ts';
import { guaranteeQueue } from './guarantee-queue.ts';
import {
  findDueSettlements,
  findSettlement,
  lockSettlement,
  saveProposal,
  updateSettlement,
} from './repository.ts';
import { paidDeposit, toSettlement } from './settlement-view.ts';

const DAY = 24 * 3_600_000;
/** Who settles a proposal whose 5 days ran out without a contest. */
const SYSTEM = 'sistema';

export interface DepositsServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The refund of what comes back, delivered after the commit. */
  followUps: MoneyFollowUps;
  /** The customer's e-mails of a proposal and of a settlement, written in their transaction. */
  mailer: Mailer;
  catalog: CatalogLookup;
  publicUrl: string;
  /** The official poupança rates, fetched once a day before the yield is credited; none: staff's only. */
  rates?: SavingsRatesSource;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The caução's settlement after check-out (api.md 'Guarantees and the law of the lease'): staff turn what the
 * move-out inspection found worse (with its photos) and money owed into deductions; the customer agrees or
 * contests within 5 days; staff settle, or it settles by itself after 5 days without a contest: the
 * deductions are kept and the rest refunded at once (the payments module's settleDepositMoney).
 */
export class DepositsService {
  readonly #options: DepositsServiceOptions;
  /** The Brasília day the official rates were last fetched (or tried). */
  #ratesFetchedOn: string | undefined;

  constructor(options: DepositsServiceOptions) {
    this.#options = options;
  }

  /** The customer's own settlement; 404 for another's rental or one without a caução. */
  async get(userId: string, rentalId: string): Promise<DepositSettlement> {
    const rental = await findUserRental(this.#options.db, userId, rentalId);
    if (!rental) throw rentalNotFound();
    return this.#view(rental);
  }

  async getForStaff(rentalId: string): Promise<DepositSettlement> {
    const rental = await findRental(this.#options.db, rentalId);
    if (!rental) throw rentalNotFound();
    return this.#view(rental);
  }

  async propose(rentalId: string, request: ProposeDepositSettlementRequest, actor: StaffActor) {
    const { db, clock } = this.#options;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const rental = await lockRental(trx, rentalId);
      if (!rental) throw rentalNotFound();
      if (rental.security_deposit_cents === null) throw settlementNotFound();
      const { paidCents, yieldCents } = await depositHeldCents(trx, rentalId, now);
      if (paidCents === 0) throw depositNotHeld();
      const held = paidCents + yieldCents;
      // After the check-out (or a stay that ended without one recorded).
      if (!rental.checked_out_at && rental.status !== 'FINISHED') throw notAfterCheckOut();
      const current = await lockSettlement(trx, rentalId);
      if (current && current.status !== 'CONTESTED') throw alreadyProposed();
      const deductions = await this.#deductions(trx, rentalId, request);
      const deducted = deductions.reduce((sum, each) => sum + each.amountCents, 0);
      if (deducted > held) throw deductionsExceedDeposit(held);
      await saveProposal(trx, {
        rental_id: rentalId,
        status: 'PROPOSED',
        deductions,
        deducted_cents: deducted,
        proposed_at: now,
        contest_deadline: new Date(now.getTime() + DEPOSIT_CONTEST_DAYS * DAY),
        proposed_by: actor.email,
      });
      await recordAudit(
        trx,
        actor,
        { action: 'deposit.propose', target: `rental:${rentalId}`, details: { deducted_cents: deducted } },
        now,
      );
      await this.#email(trx, rental, { paidCents, yieldCents }, depositProposedEmail);
    });
    return this.getForStaff(rentalId);
  }

  /** The customer agrees or contests, once, within the 5 days. */
  async acknowledge(userId: string, rentalId: string, request: DepositAcknowledgementRequest) {
    const { db, clock } = this.#options;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const rental = await lockUserRental(trx, userId, rentalId);
      if (!rental || rental.security_deposit_cents === null) throw rentalNotFound();
      const current = await lockSettlement(trx, rentalId);
      if (!current) throw notAwaitingAnswer('NONE');
      if (current.status !== 'PROPOSED') throw notAwaitingAnswer('ANSWERED');
      if (now > current.contest_deadline) throw notAwaitingAnswer('DEADLINE');
      await updateSettlement(trx, rentalId, {
        status: request.agreed ? 'AGREED' : 'CONTESTED',
        acknowledged_at: now,
        comments: request.comments || null,
      });
    });
    return this.get(userId, rentalId);
  }

  /** Staff settle a proposal, agreed, contested or still waiting. */
  async settle(rentalId: string, actor: StaffActor): Promise<DepositSettlement> {
    await this.#settle(rentalId, actor);
    return this.getForStaff(rentalId);
  }

  /** Staff record the transfer of the caução's yield beyond what the provider gave back. */
  async recordYieldTransfer(
    rentalId: string,
    request: RecordYieldTransferRequest,
    actor: StaffActor,
  ): Promise<DepositSettlement> {
    const { db, clock } = this.#options;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const rental = await lockRental(trx, rentalId);
      if (!rental || rental.security_deposit_cents === null) throw rentalNotFound();
      const recorded = await recordYieldTransfer(trx, rentalId, {
        at: now,
        by: actor.id,
        note: request.note,
      });
      if (!recorded) throw noTransferPending();
      await recordAudit(
        trx,
        actor,
        { action: 'deposit.yield_transfer', target: `rental:${rentalId}`, details: { note: request.note } },
        now,
      );
    });
    return this.getForStaff(rentalId);
  }

  queue(): Promise<GuaranteeQueue> {
    return guaranteeQueue(this.#options.db, this.#options.clock.now());
  }

  savingsRates(): Promise<SavingsRatesResponse> {
    return listSavingsRates(this.#options.db, this.#options.clock.now());
  }

  async saveSavingsRate(
    month: string,
    request: PutSavingsRateRequest,
    actor: StaffActor,
  ): Promise<SavingsRate> {
    const { db, clock } = this.#options;
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const saved = await saveSavingsRate(trx, month, request, actor, now);
      await recordAudit(
        trx,
        actor,
        { action: 'savings_rate.save', target: `savings-rate:${month}`, details: { rate: saved.rateLabel } },
        now,
      );
      return saved;
    });
  }

  /** The periodic round: each caução held credited the months of poupança yield it completed. */
  async creditYields(): Promise<string[]> {
    await this.#fetchOfficialRates();
    return creditDueDepositYields(this.#options.db, this.#options.clock.now());
  }

  /** Once a day, the official rates of the last 12 months that staff did not enter; a failure is only logged. */
  async #fetchOfficialRates(): Promise<void> {
    const { rates, db, clock, logger } = this.#options;
    const today = todayIso(clock.now());
    if (!rates || this.#ratesFetchedOn === today) return;
    this.#ratesFetchedOn = today;
    try {
      const from = addDays(today, -365).slice(0, 7);
      await keepOfficialRates(db, await rates.monthlyRates(from), clock.now());
    } catch (error) {
      logger?.warn({ err: error }, 'the official poupança rates could not be fetched: staff may enter them');
    }
  }

  /** The proposals whose 5 days ran out without a contest settle by themselves (the periodic round). */
  async settleDue(limit = 50): Promise<string[]> {
    const due = await findDueSettlements(this.#options.db, this.#options.clock.now(), limit);
    for (const rentalId of due) await this.#settle(rentalId, null);
    return due;
  }

  async #settle(rentalId: string, actor: StaffActor | null): Promise<void> {
    const { db, clock, followUps } = this.#options;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      // The rental, then its payments (settleDepositMoney), the money path's one lock order.
      const rental = await lockRental(trx, rentalId);
      if (!rental) throw rentalNotFound();
      const current = await lockSettlement(trx, rentalId);
      // The round finds one staff settled meanwhile: nothing left to do.
      if (!actor && current?.status === 'SETTLED') return;
      if (!current || current.status === 'SETTLED') throw notSettleable();
      // Settling by itself: only a proposal not contested whose 5 days ran out.
      if (!actor && (current.status === 'CONTESTED' || now <= current.contest_deadline)) return;
      // A caução on a card whose capture is under way (the round asked it before its window closes) settles
      // by itself in a later round, once captured.
      if (!actor && (await depositCaptureAsked(trx, rentalId))) return;
      const effects = await settleDepositMoney(trx, { rentalId, deductions: current.deductions, now });
      await updateSettlement(trx, rentalId, {
        status: 'SETTLED',
        settled_at: now,
        settled_by: actor?.email ?? SYSTEM,
      });
      if (actor)
        await recordAudit(
          trx,
          actor,
          {
            action: 'deposit.settle',
            target: `rental:${rentalId}`,
            details: { deducted_cents: current.deducted_cents, returned_cents: effects.returnedCents },
          },
          now,
        );
      await followUps.enqueue(trx, effects);
      const yieldCents = await depositYieldCents(trx, rentalId);
      const paidCents = effects.returnedCents + current.deducted_cents - yieldCents;
      await this.#email(trx, rental, { paidCents, yieldCents }, depositSettledEmail);
    });
  }

  /** The customer's e-mail of the settlement as it stands in this transaction. */
  async #email(
    trx: Executor,
    rental: RentalRow,
    held: { paidCents: number; yieldCents: number },
    template: (input: DepositEmailInput) => MailMessage,
  ): Promise<void> {
    const { mailer, catalog, publicUrl } = this.#options;
    const customer = await findCustomer(trx, rental.user_id);
    if (!customer) return;
    const settlement = toSettlement(await findSettlement(trx, rental.id), held);
    await mailer.send(
      template({
        customer,
        stay: staySummary(rental, catalog),
        settlement,
        rentalUrl: `${webLinks(publicUrl).myRentals}/${rental.id}`,
      }),
      trx,
    );
  }

  /**
   * The proposal's deductions as stored: one tied to a move-out inspection item must name one found worse
   * than at move-in (its photos copied); one without is money owed.
   */
  async #deductions(
    trx: Executor,
    rentalId: string,
    request: ProposeDepositSettlementRequest,
  ): Promise<StoredDeduction[]> {
    const inspections = await findRentalInspections(trx, rentalId);
    const latest = (kind: 'MOVE_IN' | 'MOVE_OUT') =>
      inspections.filter((each) => each.kind === kind).sort((a, b) => +b.created_at - +a.created_at)[0];
    const moveIn = latest('MOVE_IN');
    const moveOut = latest('MOVE_OUT');
    const worse = moveOut ? compareInspections(moveIn?.items ?? [], moveOut.items).moveOut : new Map();
    return request.deductions.map((each) => {
      const index = each.inspectionItemIndex;
      if (index === undefined) return { ...each, inspectionItemIndex: null, inspectionId: null, photos: [] };
      if (!moveOut || worse.get(index)?.kind !== 'WORSE') throw deductionNotInInspection(index);
      const photos = moveOut.items[index]?.photos ?? [];
      return { ...each, inspectionItemIndex: index, inspectionId: moveOut.id, photos };
    });
  }

  async #view(rental: RentalRow): Promise<DepositSettlement> {
    if (rental.security_deposit_cents === null) throw settlementNotFound();
    const { db } = this.#options;
    const deposit = paidDeposit(await findRentalsPayments(db, [rental.id]));
    if (!deposit) throw settlementNotFound();
    const yieldCents = await depositYieldCents(db, rental.id);
    const transfer = await findYieldTransfer(db, rental.id);
    // A card's caução held its whole reservation, whatever part of it a settlement captured since.
    const heldCents =
      deposit.payment_type === 'CREDIT_CARD' ? rental.security_deposit_cents : deposit.amount_cents;
    return toSettlement(await findSettlement(db, rental.id), { paidCents: heldCents, yieldCents }, transfer);
  }
}
