import {
  type ApartmentBlock,
  addDays,
  assertValidInterval,
  type BlockListQuery,
  type BlockListResponse,
  type CalendarQuery,
  type CalendarStay,
  type CreateBlockRequest,
  compareIsoDates,
  nightsBetween,
  type ProjectCalendar,
  rentalScopeOf,
  stayTouches,
  todayIso,
  type WithPermissions,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { ApartmentBlockRow, Database } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { projectExists } from '../../catalog/queries.ts';
import { findStatesOf } from '../../housekeeping/queries.ts';
import { lockApartment } from '../../rentals/queries.ts';
import { APARTMENT_UNAVAILABLE_CODE } from '../../rentals/rental-errors.ts';
import { isSharedNightsViolation } from '../../rentals/shared-nights.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { StaffActor } from '../staff-access.ts';
import {
  deleteBlock,
  findBlocks,
  findProjectApartments,
  findProjectHeldStays,
  type HeldStayRow,
  insertBlock,
} from './repository.ts';

/** A block is for maintenance or the owner's use: two years at most, like every back-office window. */
const BLOCK_MAX_NIGHTS = 731;

const blockedNightsTaken = () =>
  new AppError(
    409,
    APARTMENT_UNAVAILABLE_CODE,
    'Este apartamento já tem uma locação ou um bloqueio em alguma dessas noites. Escolha outras datas.',
  );

const blockInThePast = () =>
  new AppError(422, 'INVALID_BLOCK', 'Um bloqueio não pode começar antes de hoje.');

const blockTooLong = () =>
  new AppError(422, 'INVALID_BLOCK', `Um bloqueio pode ter no máximo ${BLOCK_MAX_NIGHTS} noites.`);

export function toBlock(row: ApartmentBlockRow): ApartmentBlock {
  return {
    id: row.id,
    apartmentId: row.apartment_id,
    start: row.start_date,
    end: row.end_date,
    reason: row.reason,
  };
}

function toStay(row: HeldStayRow): CalendarStay {
  if (row.block_id)
    return {
      kind: 'BLOCK',
      id: row.block_id,
      start: row.start_date,
      end: row.end_date,
      reason: row.reason ?? '',
    };
  return {
    kind: 'RENTAL',
    id: row.rental_id!,
    start: row.start_date,
    end: row.end_date,
    ...(row.status ? { status: row.status } : {}),
    ...(row.customer_name ? { customerName: row.customer_name } : {}),
  };
}

/**
 * The project's calendar and the blocks of its apartments. A block holds nights through the same
 * table and constraint as rentals (decision 0006): it can never cover a held night, nor be sold over.
 */
export class CalendarService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * Each apartment's held stays touching the nights from `from` to `to` (both included). A customer's
   * name is the rentals area's; without it, only the front desk's stays of yesterday to tomorrow keep
   * theirs (decision 0017).
   */
  async calendar(
    projectId: string,
    query: CalendarQuery,
    viewer?: WithPermissions,
  ): Promise<ProjectCalendar> {
    const scope = viewer ? rentalScopeOf(viewer, todayIso(this.clock.now())) : ({ kind: 'all' } as const);
    const namesStay = (row: HeldStayRow) =>
      scope?.kind === 'all' ||
      (scope?.kind === 'frontDesk' &&
        stayTouches({ startDate: row.start_date, endDate: row.end_date }, scope.window));
    if (!(await projectExists(this.db, projectId))) throw notFound('Empreendimento não encontrado.');
    const window = { start: query.from, end: addDays(query.to, 1) };
    const [apartments, stays] = await Promise.all([
      findProjectApartments(this.db, projectId),
      findProjectHeldStays(this.db, projectId, window),
    ]);
    const states = await findStatesOf(
      this.db,
      apartments.map((apartment) => apartment.id),
    );
    const byApartment = new Map<string, CalendarStay[]>();
    for (const row of stays) {
      const list = byApartment.get(row.apartment_id) ?? [];
      if (list.length === 0) byApartment.set(row.apartment_id, list);
      const stay = toStay(row);
      if (stay.kind === 'RENTAL' && !namesStay(row)) delete stay.customerName;
      list.push(stay);
    }
    return {
      apartments: apartments.map((apartment) => ({
        id: apartment.id,
        modalityId: apartment.modality_id,
        block: apartment.block,
        floor: apartment.floor,
        number: apartment.number,
        housekeepingState: states.get(apartment.id) ?? 'CLEAN',
        stays: byApartment.get(apartment.id) ?? [],
      })),
    };
  }

  async listBlocks(query: BlockListQuery): Promise<BlockListResponse> {
    const rows = await findBlocks(this.db, {
      projectId: query.projectId,
      apartmentId: query.apartmentId,
      window: { start: query.from, end: query.to && addDays(query.to, 1) },
    });
    return { items: rows.map(toBlock) };
  }

  /**
   * Takes the nights out of sale. The apartment is locked first, as a submission does, so a block and a
   * submission racing for the same nights queue: one of them gets a clean 409, never a deadlock.
   */
  async createBlock(
    apartmentId: string,
    request: CreateBlockRequest,
    actor: StaffActor,
  ): Promise<ApartmentBlock> {
    const interval = assertValidInterval(request);
    const now = this.clock.now();
    if (compareIsoDates(interval.start, todayIso(now)) < 0) throw blockInThePast();
    if (nightsBetween(interval.start, interval.end) > BLOCK_MAX_NIGHTS) throw blockTooLong();
    try {
      const row = await this.db.transaction().execute(async (trx) => {
        if (!(await lockApartment(trx, apartmentId))) throw notFound('Apartamento não encontrado.');
        const block = await insertBlock(trx, {
          apartmentId,
          start: interval.start,
          end: interval.end,
          reason: request.reason,
          createdBy: actor.id,
          createdAt: now,
        });
        await recordAudit(
          trx,
          actor,
          { action: 'block.create', target: `block:${block.id}`, details: { ...toBlock(block) } },
          now,
        );
        return block;
      });
      return toBlock(row);
    } catch (error) {
      if (isSharedNightsViolation(error)) throw blockedNightsTaken();
      throw error;
    }
  }

  /** The nights are free again at once. */
  async deleteBlock(blockId: string, actor: StaffActor): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const block = await deleteBlock(trx, blockId);
      if (!block) throw notFound('Bloqueio não encontrado.');
      await recordAudit(
        trx,
        actor,
        { action: 'block.delete', target: `block:${blockId}`, details: { ...toBlock(block) } },
        now,
      );
    });
  }
}
