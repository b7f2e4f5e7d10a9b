import type { MaintenanceCategory, MaintenanceStatus, MaintenanceUrgency, Permission } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import type {
  MaintenanceCommentRow,
  MaintenanceHistoryRow,
  MaintenanceRequestRow,
  RentalRow,
} from '../../db/schema.ts';

export interface NewMaintenanceRequest {
  rentalId: string;
  category: MaintenanceCategory;
  description: string;
  urgency: MaintenanceUrgency;
  photos: string[];
  createdAt: Date;
  dueAt: Date;
}

export function insertRequest(db: Executor, request: NewMaintenanceRequest): Promise<MaintenanceRequestRow> {
  return db
    .insertInto('maintenance_requests')
    .values({
      rental_id: request.rentalId,
      category: request.category,
      description: request.description,
      urgency: request.urgency,
      photos: toJson(request.photos),
      created_at: request.createdAt,
      due_at: request.dueAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface RequestChange {
  status: MaintenanceStatus;
  assigneeId: string | null;
  dueAt: Date;
  resolvedAt: Date | null;
  confirmedAt: Date | null;
}

export function updateRequest(
  db: Executor,
  id: string,
  change: RequestChange,
): Promise<MaintenanceRequestRow> {
  return db
    .updateTable('maintenance_requests')
    .set({
      status: change.status,
      assignee_id: change.assigneeId,
      due_at: change.dueAt,
      resolved_at: change.resolvedAt,
      confirmed_at: change.confirmedAt,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertHistory(
  db: Executor,
  entry: {
    requestId: string;
    at: Date;
    status: MaintenanceStatus;
    assigneeId: string | null;
    actorId: string;
  },
): Promise<void> {
  await db
    .insertInto('maintenance_request_history')
    .values({
      request_id: entry.requestId,
      at: entry.at,
      status: entry.status,
      assignee_id: entry.assigneeId,
      actor_id: entry.actorId,
    })
    .execute();
}

export async function insertComment(
  db: Executor,
  comment: {
    requestId: string;
    authorId: string;
    authorRole: 'CUSTOMER' | 'STAFF';
    text: string;
    photos: string[];
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('maintenance_request_comments')
    .values({
      request_id: comment.requestId,
      author_id: comment.authorId,
      author_role: comment.authorRole,
      text: comment.text,
      photos: toJson(comment.photos),
      created_at: comment.at,
    })
    .execute();
}

/** Locks the request until the transaction ends, so two changes at once apply one after the other. */
export function lockRequest(db: Executor, id: string): Promise<MaintenanceRequestRow | undefined> {
  return db
    .selectFrom('maintenance_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findRequest(db: Executor, id: string): Promise<MaintenanceRequestRow | undefined> {
  return db.selectFrom('maintenance_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The request with its rental, only when the rental is the user's. */
export function findUserRequest(
  db: Executor,
  userId: string,
  id: string,
): Promise<(MaintenanceRequestRow & { user_id: string }) | undefined> {
  return db
    .selectFrom('maintenance_requests')
    .innerJoin('rentals', 'rentals.id', 'maintenance_requests.rental_id')
    .selectAll('maintenance_requests')
    .select('rentals.user_id')
    .where('maintenance_requests.id', '=', id)
    .where('rentals.user_id', '=', userId)
    .executeTakeFirst();
}

export function findRentalRequests(db: Executor, rentalId: string): Promise<MaintenanceRequestRow[]> {
  return db
    .selectFrom('maintenance_requests')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export type HistoryWithNames = MaintenanceHistoryRow & {
  assignee_name: string | null;
  actor_name: string | null;
};
export type CommentWithName = MaintenanceCommentRow & { author_name: string };

export async function findHistory(db: Executor, requestIds: string[]): Promise<HistoryWithNames[]> {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('maintenance_request_history as h')
    .leftJoin('users as assignee', 'assignee.id', 'h.assignee_id')
    .leftJoin('users as actor', 'actor.id', 'h.actor_id')
    .selectAll('h')
    .select(['assignee.name as assignee_name', 'actor.name as actor_name'])
    .where('h.request_id', 'in', requestIds)
    .orderBy('h.at')
    .orderBy('h.seq')
    .execute();
}

export async function findComments(db: Executor, requestIds: string[]): Promise<CommentWithName[]> {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('maintenance_request_comments as c')
    .innerJoin('users as author', 'author.id', 'c.author_id')
    .selectAll('c')
    .select('author.name as author_name')
    .where('c.request_id', 'in', requestIds)
    .orderBy('c.created_at')
    .orderBy('c.seq')
    .execute();
}

export async function findUserNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A user holding the back-office entry (module DASH): who a request may be assigned to. */
export interface StaffMember {
  id: string;
  name: string;
  permissions: Permission[];
}

/** Everyone with back-office access (DASH), by name: the callers keep those of the area they need. */
export function findStaffMembers(db: Executor): Promise<StaffMember[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'permissions'])
    .where(sql<boolean>`permissions @> '[{"module":"DASH"}]'::jsonb`)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findStaffMember(db: Executor, id: string): Promise<StaffMember | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'permissions'])
    .where('id', '=', id)
    .where(sql<boolean>`permissions @> '[{"module":"DASH"}]'::jsonb`)
    .executeTakeFirst();
}

export function findRentalById(db: Executor, id: string): Promise<RentalRow | undefined> {
  return db.selectFrom('rentals').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface BoardFilter {
  status?: MaintenanceStatus;
  projectId?: string;
  urgency?: MaintenanceUrgency;
  overdue?: boolean;
  now: Date;
  offset: number;
  limit: number;
}

export type BoardRow = MaintenanceRequestRow & { user_id: string; project_id: string; apartment_id: string };

/**
 * The board: overdue open work first, then by urgency (emergency first), then by deadline. Resolved
 * requests last.
 */
export async function findBoard(
  db: Executor,
  filter: BoardFilter,
): Promise<{ rows: BoardRow[]; total: number }> {
  let query = db.selectFrom('maintenance_requests as m').innerJoin('rentals as r', 'r.id', 'm.rental_id');
  if (filter.status) query = query.where('m.status', '=', filter.status);
  if (filter.projectId) query = query.where('r.project_id', '=', filter.projectId);
  if (filter.urgency) query = query.where('m.urgency', '=', filter.urgency);
  if (filter.overdue === true)
    query = query.where('m.status', '<>', 'RESOLVED').where('m.due_at', '<', filter.now);
  if (filter.overdue === false)
    query = query.where((eb) => eb.or([eb('m.status', '=', 'RESOLVED'), eb('m.due_at', '>=', filter.now)]));
  const count = await query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('m')
    .select(['r.user_id', 'r.project_id', 'r.apartment_id'])
    .orderBy(sql`case when m.status = 'RESOLVED' then 1 else 0 end`)
    .orderBy(sql`case when m.status <> 'RESOLVED' and m.due_at < ${filter.now} then 0 else 1 end`)
    .orderBy(sql`case m.urgency when 'EMERGENCY' then 0 when 'URGENT' then 1 else 2 end`)
    .orderBy('m.due_at')
    .orderBy('m.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { rows: rows as BoardRow[], total: Number(count.total) };
}

/** Requests past their deadline and not resolved (the dashboard's figure). */
export async function countOverdueRequests(db: Executor, now: Date): Promise<number> {
  const row = await db
    .selectFrom('maintenance_requests')
    .select(sql<string>`count(*)`.as('total'))
    .where('status', '<>', 'RESOLVED')
    .where('due_at', '<', now)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Requests resolved in [from, to): their urgency and how long they took, in minutes. */
export function findResolutionTimes(
  db: Executor,
  range: { from: Date; to: Date; projectId?: string },
): Promise<{ urgency: MaintenanceUrgency; minutes: number }[]> {
  let query = db
    .selectFrom('maintenance_requests as m')
    .innerJoin('rentals as r', 'r.id', 'm.rental_id')
    .select([
      'm.urgency',
      sql<number>`extract(epoch from (m.resolved_at - m.created_at))::float8 / 60`.as('minutes'),
    ])
    .where('m.status', '=', 'RESOLVED')
    .where('m.resolved_at', '>=', range.from)
    .where('m.resolved_at', '<', range.to);
  if (range.projectId) query = query.where('r.project_id', '=', range.projectId);
  return query.execute();
}
