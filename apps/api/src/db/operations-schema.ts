import type {
  HousekeepingState,
  InspectionComment,
  InspectionItem,
  InspectionKind,
  MaintenanceCategory,
  MaintenanceStatus,
  MaintenanceUrgency,
} from '@estadia/domain';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json } from './column-types.ts';

// Running the building: housekeeping, cleaning, inspections, maintenance requests, and the audit log of
// staff actions.
// Part of `Database` in schema.ts.

/** An apartment's housekeeping state; no row means CLEAN. */
export interface HousekeepingStatesTable {
  apartment_id: string;
  state: HousekeepingState;
  /** Why it is out of order (only then). */
  reason: string | null;
  /** The block holding its nights while out of order. */
  block_id: string | null;
  updated_at: Date;
  updated_by: string | null;
}

export interface CleaningTasksTable {
  id: Generated<string>;
  apartment_id: string;
  rental_id: string | null;
  created_at: Date;
  completed_at: Date | null;
  completed_by: string | null;
}

export interface InspectionsTable {
  id: Generated<string>;
  rental_id: string;
  kind: InspectionKind;
  items: Json<InspectionItem[]>;
  created_at: Date;
  created_by: string | null;
  acknowledged_at: Date | null;
  agreed: boolean | null;
  comments: Json<InspectionComment[]> | null;
}

export interface MaintenanceRequestsTable {
  id: Generated<string>;
  rental_id: string;
  category: MaintenanceCategory;
  description: string;
  urgency: MaintenanceUrgency;
  status: ColumnType<MaintenanceStatus, MaintenanceStatus | undefined, MaintenanceStatus>;
  photos: Json<string[]>;
  assignee_id: string | null;
  created_at: Date;
  due_at: Date;
  resolved_at: Date | null;
  confirmed_at: Date | null;
}

export interface MaintenanceRequestHistoryTable {
  id: Generated<string>;
  seq: Generated<string>;
  request_id: string;
  at: Date;
  status: MaintenanceStatus;
  assignee_id: string | null;
  actor_id: string | null;
}

export interface MaintenanceRequestCommentsTable {
  id: Generated<string>;
  seq: Generated<string>;
  request_id: string;
  author_id: string;
  author_role: 'CUSTOMER' | 'STAFF';
  text: string;
  photos: Json<string[]>;
  created_at: Date;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Date;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target: string;
  ip: string | null;
  details: Json<Record<string, unknown>>;
}

export interface OperationsTables {
  housekeeping_states: HousekeepingStatesTable;
  cleaning_tasks: CleaningTasksTable;
  inspections: InspectionsTable;
  maintenance_requests: MaintenanceRequestsTable;
  maintenance_request_history: MaintenanceRequestHistoryTable;
  maintenance_request_comments: MaintenanceRequestCommentsTable;
  audit_log: AuditLogTable;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type HousekeepingStateRow = Selectable<HousekeepingStatesTable>;
export type CleaningTaskRow = Selectable<CleaningTasksTable>;
export type InspectionRow = Selectable<InspectionsTable>;
export type MaintenanceRequestRow = Selectable<MaintenanceRequestsTable>;
export type MaintenanceHistoryRow = Selectable<MaintenanceRequestHistoryTable>;
export type MaintenanceCommentRow = Selectable<MaintenanceRequestCommentsTable>;
