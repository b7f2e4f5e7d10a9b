import {
  type ApartmentHousekeeping,
  addDays,
  type CleaningTask,
  compareIsoDates,
  nightsBetween,
  type ProjectHousekeeping,
  todayIso,
  type UpdateHousekeepingRequest,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { CleaningTaskRow, Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import { projectExists } from '../catalog/queries.ts';
import { lockApartment } from '../rentals/queries.ts';
import { APARTMENT_UNAVAILABLE_CODE } from '../rentals/rental-errors.ts';
import { isSharedNightsViolation } from '../rentals/shared-nights.ts';
import {
  type ApartmentStateRow,
  completeOpenTasks,
  findApartmentState,
  findProjectApartmentStates,
  findTasksOf,
  insertOutOfOrderBlock,
  releaseOutOfOrderBlock,
  upsertState,
} from './repository.ts';

/** Like a block: two years at most. */
const OUT_OF_ORDER_MAX_NIGHTS = 731;
/** Tasks done in the last few days stay on the board, so the team sees what was just cleaned. */
const DONE_TASKS_SHOWN_DAYS = 3;

const nightsTaken = () =>
  new AppError(
    409,
    APARTMENT_UNAVAILABLE_CODE,
    'Este apartamento tem uma locação ou um bloqueio nessas noites: não pode ficar fora de serviço nelas.',
  );

const invalidUntil = () =>
  new AppError(
    422,
    'INVALID_OUT_OF_ORDER',
    `A volta ao serviço deve ser depois de hoje e em no máximo ${OUT_OF_ORDER_MAX_NIGHTS} dias.`,
  );

function toTask(row: CleaningTaskRow): CleaningTask {
  return {
    id: row.id,
    rentalId: row.rental_id,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

function toApartment(row: ApartmentStateRow, tasks: CleaningTaskRow[]): ApartmentHousekeeping {
  const outOfOrder = row.state === 'OUT_OF_ORDER';
  return {
    id: row.id,
    block: row.block,
    floor: row.floor,
    number: row.number,
    state: row.state,
    reason: outOfOrder ? row.reason : null,
    blockId: outOfOrder ? row.block_id : null,
    until: outOfOrder ? row.until : null,
    updatedAt: row.updated_at?.toISOString() ?? null,
    tasks: tasks.map(toTask),
  };
}

/**
 * The housekeeping board ('Governança'): each apartment's state between guests and its cleaning tasks.
 * Out of order holds the apartment's nights with a block (decision 0006), so it can neither cover a sold
 * night nor be sold over; cleaning (CLEAN or INSPECTED) closes the open tasks. Every change is audited.
 */
export class HousekeepingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async board(projectId: string): Promise<ProjectHousekeeping> {
    if (!(await projectExists(this.db, projectId))) throw notFound('Empreendimento não encontrado.');
    const rows = await findProjectApartmentStates(this.db, projectId);
    return { apartments: await this.withTasks(this.db, rows) };
  }

  async update(
    apartmentId: string,
    request: UpdateHousekeepingRequest,
    actor: StaffActor,
  ): Promise<ApartmentHousekeeping> {
    const now = this.clock.now();
    const today = todayIso(now);
    if (request.state === 'OUT_OF_ORDER') {
      const until = request.until!;
      if (compareIsoDates(until, today) <= 0 || nightsBetween(today, until) > OUT_OF_ORDER_MAX_NIGHTS)
        throw invalidUntil();
    }
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (!(await lockApartment(trx, apartmentId))) throw notFound('Apartamento não encontrado.');
        const before = (await findApartmentState(trx, apartmentId))!;
        // A new out-of-order period replaces the old one: free its nights first, then hold the new ones.
        if (before.block_id) await releaseOutOfOrderBlock(trx, before.block_id, today);
        let blockId: string | null = null;
        if (request.state === 'OUT_OF_ORDER') {
          const block = await insertOutOfOrderBlock(trx, {
            apartmentId,
            start: today,
            end: request.until!,
            reason: `Fora de serviço: ${request.reason!}`.slice(0, 200),
            createdBy: actor.id,
            createdAt: now,
          });
          blockId = block.id;
        }
        await upsertState(trx, {
          apartmentId,
          state: request.state,
          reason: request.state === 'OUT_OF_ORDER' ? request.reason! : null,
          blockId,
          at: now,
          by: actor.id,
        });
        const cleaned =
          request.state === 'CLEAN' || request.state === 'INSPECTED'
            ? await completeOpenTasks(trx, apartmentId, now, actor.id)
            : [];
        await recordAudit(
          trx,
          actor,
          {
            action: 'housekeeping.update',
            target: `apartment:${apartmentId}`,
            details: {
              from: before.state,
              to: request.state,
              ...(request.state === 'OUT_OF_ORDER'
                ? { reason: request.reason, until: request.until, blockId }
                : {}),
              ...(cleaned.length > 0 ? { tasksCompleted: cleaned } : {}),
            },
          },
          now,
        );
        const after = (await findApartmentState(trx, apartmentId))!;
        const [apartment] = await this.withTasks(trx, [after]);
        return apartment!;
      });
    } catch (error) {
      if (isSharedNightsViolation(error)) throw nightsTaken();
      throw error;
    }
  }

  private async withTasks(db: Executor, rows: ApartmentStateRow[]): Promise<ApartmentHousekeeping[]> {
    const since = new Date(`${addDays(todayIso(this.clock.now()), -DONE_TASKS_SHOWN_DAYS)}T03:00:00.000Z`);
    const tasks = await findTasksOf(
      db,
      rows.map((row) => row.id),
      since,
    );
    const byApartment = new Map<string, CleaningTaskRow[]>();
    for (const task of tasks) {
      const list = byApartment.get(task.apartment_id) ?? [];
      if (list.length === 0) byApartment.set(task.apartment_id, list);
      list.push(task);
    }
    return rows.map((row) => toApartment(row, byApartment.get(row.id) ?? []));
  }
}
