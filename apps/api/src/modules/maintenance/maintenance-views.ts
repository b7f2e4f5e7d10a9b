import { isMaintenanceOverdue, type MaintenanceRequest } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { MaintenanceRequestRow } from '../../db/schema.ts';
import { findComments, findHistory, findUserNames } from './repository.ts';

/** The requests as the customer and staff read them: history, comments and the assignee's name. */
export async function maintenanceViews(
  db: Executor,
  rows: MaintenanceRequestRow[],
  now: Date,
): Promise<MaintenanceRequest[]> {
  const ids = rows.map((row) => row.id);
  const [history, comments] = await Promise.all([findHistory(db, ids), findComments(db, ids)]);
  const assignees = await findUserNames(db, [
    ...new Set(rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : []))),
  ]);
  return rows.map((row) => ({
    id: row.id,
    rentalId: row.rental_id,
    category: row.category,
    description: row.description,
    urgency: row.urgency,
    status: row.status,
    photos: row.photos,
    createdDate: row.created_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    overdue: isMaintenanceOverdue({ status: row.status, dueAt: row.due_at }, now),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    assignee: row.assignee_id ? { id: row.assignee_id, name: assignees.get(row.assignee_id) ?? '' } : null,
    history: history
      .filter((entry) => entry.request_id === row.id)
      .map((entry) => ({
        at: entry.at.toISOString(),
        status: entry.status,
        assigneeName: entry.assignee_name,
        byName: entry.actor_name ?? '',
      })),
    comments: comments
      .filter((comment) => comment.request_id === row.id)
      .map((comment) => ({
        id: comment.id,
        author: comment.author_role,
        authorName: comment.author_name,
        text: comment.text,
        photos: comment.photos,
        at: comment.created_at.toISOString(),
      })),
  }));
}
