import type { InspectionComment, InspectionItem, InspectionKind } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import type { InspectionRow, ModalityFurnitureTable, RentalRow } from '../../db/schema.ts';

export interface NewInspection {
  rentalId: string;
  kind: InspectionKind;
  items: InspectionItem[];
  createdAt: Date;
  createdBy: string;
}

/** 23505 on inspections_one_per_kind when the stay already has one of that kind. */
export function insertInspection(db: Executor, inspection: NewInspection): Promise<InspectionRow> {
  return db
    .insertInto('inspections')
    .values({
      rental_id: inspection.rentalId,
      kind: inspection.kind,
      items: toJson(inspection.items),
      created_at: inspection.createdAt,
      created_by: inspection.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The stay's inspections, move-in first. */
export function findRentalInspections(db: Executor, rentalId: string): Promise<InspectionRow[]> {
  return db
    .selectFrom('inspections')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .orderBy('kind')
    .orderBy('created_at')
    .execute();
}

export function findInspection(db: Executor, id: string): Promise<InspectionRow | undefined> {
  return db.selectFrom('inspections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The inspection with its rental, only when the rental is the user's. */
export async function findUserInspection(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ inspection: InspectionRow; rental: RentalRow } | undefined> {
  const inspection = await findInspection(db, id);
  if (!inspection) return undefined;
  const rental = await db
    .selectFrom('rentals')
    .selectAll()
    .where('id', '=', inspection.rental_id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return rental ? { inspection, rental } : undefined;
}

export function findRentalById(db: Executor, id: string): Promise<RentalRow | undefined> {
  return db.selectFrom('rentals').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Records the customer's answer only if there was none yet (one answer per inspection, even when two
 * arrive at once); undefined when someone answered first.
 */
export function saveAcknowledgement(
  db: Executor,
  id: string,
  answer: { agreed: boolean; comments: InspectionComment[]; at: Date },
): Promise<InspectionRow | undefined> {
  return db
    .updateTable('inspections')
    .set({ agreed: answer.agreed, comments: toJson(answer.comments), acknowledged_at: answer.at })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function findModalityFurniture(
  db: Executor,
  modalityId: string,
): Promise<Omit<ModalityFurnitureTable, 'modality_id' | 'position'>[]> {
  return db
    .selectFrom('modality_furniture')
    .select(['room', 'item', 'quantity'])
    .where('modality_id', '=', modalityId)
    .orderBy('position')
    .execute();
}

export async function modalityExists(db: Executor, modalityId: string): Promise<boolean> {
  const row = await db.selectFrom('modalities').select('id').where('id', '=', modalityId).executeTakeFirst();
  return row !== undefined;
}
