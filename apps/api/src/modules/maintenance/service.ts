import {
  type AdminMaintenanceList,
  type AdminMaintenanceListQuery,
  type AdminMaintenanceRequest,
  apartmentLabel,
  areaPermission,
  BACK_OFFICE_ACCESS,
  type CreateMaintenanceRequest,
  canOpenMaintenanceRequest,
  hasPermissions,
  type MaintenanceAssignees,
  type MaintenanceCommentRequest,
  type MaintenanceReport,
  type MaintenanceRequest,
  type MaintenanceRequestList,
  maintenanceDueAt,
  type OccupancyQuery,
  type Permission,
  todayIso,
  type UpdateMaintenanceRequest,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, MaintenanceRequestRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import { findUserRental } from '../rentals/queries.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import type { UploadService } from '../uploads/service.ts';
import {
  emailMaintenanceChange,
  emailMaintenanceComment,
  emailNewMaintenanceRequest,
} from './maintenance-email-sending.ts';
import { checkMaintenancePhotos } from './maintenance-photos.ts';
import { maintenanceReport } from './maintenance-report.ts';
import { maintenanceViews } from './maintenance-views.ts';
import {
  findBoard,
  findComments,
  findRentalRequests,
  findStaffMember,
  findStaffMembers,
  findUserNames,
  findUserRequest,
  insertComment,
  insertHistory,
  insertRequest,
  lockRequest,
  updateRequest,
} from './repository.ts';

const RENTAL_NOT_FOUND = 'Locação não encontrada.';
const REQUEST_NOT_FOUND = 'Solicitação não encontrada.';
/** Who may answer a request as staff, and change it: the stay belongs to the rentals area (decision 0007). */
const STAFF_WRITE = [BACK_OFFICE_ACCESS, areaPermission('rentals', 'write')];

const outsideStay = () =>
  new AppError(
    409,
    'MAINTENANCE_NOT_ALLOWED',
    'Só é possível abrir uma solicitação durante a estadia: do dia do check-in ao dia do check-out de uma locação alugada.',
  );
const notResolved = () =>
  new AppError(
    409,
    'MAINTENANCE_NOT_RESOLVED',
    'Só é possível confirmar ou reabrir uma solicitação resolvida.',
  );

export interface MaintenanceServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  catalog: CatalogLookup;
  uploads: UploadService;
  mailer: Mailer;
  publicUrl: string;
  /** The provider's inbox (CONTACT_EMAIL): told of every new request. */
  contactEmail: string;
}

/**
 * Repair requests ('solicitações'): the customer opens one during the stay with a deadline by urgency;
 * staff work it on the board (status, who is in charge), each change in its history and e-mailed to the
 * customer, who answers with comments and confirms or reopens it once resolved.
 */
export class MaintenanceService {
  constructor(private readonly options: MaintenanceServiceOptions) {}

  async create(
    userId: string,
    rentalId: string,
    body: CreateMaintenanceRequest,
  ): Promise<MaintenanceRequest> {
    const { db, clock } = this.options;
    const rental = await findUserRental(db, userId, rentalId);
    if (!rental) throw notFound(RENTAL_NOT_FOUND);
    const now = clock.now();
    const stay = { status: rental.status, startDate: rental.start_date, endDate: rental.end_date };
    if (!canOpenMaintenanceRequest(stay, todayIso(now))) throw outsideStay();
    const photos = [...new Set(body.photos ?? [])];
    const row = await db.transaction().execute(async (trx) => {
      // In the transaction: the photos stay locked until the request that uses them is committed.
      await checkMaintenancePhotos(trx, photos, userId, 'photos');
      const inserted = await insertRequest(trx, {
        rentalId,
        category: body.category,
        description: body.description,
        urgency: body.urgency,
        photos,
        createdAt: now,
        dueAt: maintenanceDueAt(body.urgency, now),
      });
      await insertHistory(trx, {
        requestId: inserted.id,
        at: now,
        status: 'OPEN',
        assigneeId: null,
        actorId: userId,
      });
      await emailNewMaintenanceRequest(trx, this.options, inserted, rental);
      return inserted;
    });
    return (await this.#views([row]))[0]!;
  }

  async listForCustomer(userId: string, rentalId: string): Promise<MaintenanceRequestList> {
    const { db } = this.options;
    if (!(await findUserRental(db, userId, rentalId))) throw notFound(RENTAL_NOT_FOUND);
    return { items: await this.#views(await findRentalRequests(db, rentalId)) };
  }

  /**
   * A comment on a request: by its customer, or by a staff member who may change requests (then audited).
   * Anyone else gets 404, as if it did not exist. The customer may also confirm or reopen a resolved one.
   */
  async comment(
    user: { id: string; permissions: Permission[] },
    requestId: string,
    body: MaintenanceCommentRequest,
    actor: StaffActor,
  ): Promise<MaintenanceRequest> {
    const { db, clock } = this.options;
    const own = await findUserRequest(db, user.id, requestId);
    const isStaff = !own && hasPermissions(user, STAFF_WRITE);
    if (!own && !isStaff) throw notFound(REQUEST_NOT_FOUND);
    if (body.resolution && !own)
      throw new AppError(403, 'MAINTENANCE_CUSTOMER_ONLY', 'Só o morador confirma ou reabre a solicitação.');
    const photos = [...new Set(body.photos ?? [])];
    const now = clock.now();
    const row = await db.transaction().execute(async (trx) => {
      await checkMaintenancePhotos(trx, photos, user.id, 'photos');
      const request = await lockRequest(trx, requestId);
      if (!request) throw notFound(REQUEST_NOT_FOUND);
      let current = request;
      if (own && !body.resolution && request.status === 'WAITING_RESIDENT') {
        // The answer staff were waiting for: the work goes on, recorded in the history as the customer's.
        current = await updateRequest(trx, requestId, {
          status: 'IN_PROGRESS',
          assigneeId: request.assignee_id,
          dueAt: request.due_at,
          resolvedAt: null,
          confirmedAt: null,
        });
        await insertHistory(trx, {
          requestId,
          at: now,
          status: 'IN_PROGRESS',
          assigneeId: request.assignee_id,
          actorId: user.id,
        });
      }
      if (body.resolution) {
        if (request.status !== 'RESOLVED' || request.confirmed_at) throw notResolved();
        if (body.resolution === 'CONFIRM') {
          current = await updateRequest(trx, requestId, {
            status: 'RESOLVED',
            assigneeId: request.assignee_id,
            dueAt: request.due_at,
            resolvedAt: request.resolved_at,
            confirmedAt: now,
          });
        } else {
          current = await updateRequest(trx, requestId, {
            status: 'OPEN',
            assigneeId: request.assignee_id,
            dueAt: maintenanceDueAt(request.urgency, now),
            resolvedAt: null,
            confirmedAt: null,
          });
          await insertHistory(trx, {
            requestId,
            at: now,
            status: 'OPEN',
            assigneeId: request.assignee_id,
            actorId: user.id,
          });
        }
      }
      await insertComment(trx, {
        requestId,
        authorId: user.id,
        authorRole: own ? 'CUSTOMER' : 'STAFF',
        text: body.text,
        photos,
        at: now,
      });
      if (isStaff) await emailMaintenanceComment(trx, this.options, request, user.id, body.text);
      if (isStaff)
        await recordAudit(
          trx,
          actor,
          { action: 'maintenance.update', target: `maintenance:${requestId}`, details: { comment: true } },
          now,
        );
      return current;
    });
    return (await this.#views([row]))[0]!;
  }

  async board(query: AdminMaintenanceListQuery): Promise<AdminMaintenanceList> {
    const { db, clock, catalog } = this.options;
    const { rows, total } = await findBoard(db, {
      ...(query.status ? { status: query.status } : {}),
      ...(query.projectId ? { projectId: query.projectId } : {}),
      ...(query.urgency ? { urgency: query.urgency } : {}),
      ...(query.overdue !== undefined ? { overdue: query.overdue } : {}),
      now: clock.now(),
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const views = await this.#views(rows);
    const names = await findUserNames(db, [...new Set(rows.map((row) => row.user_id))]);
    const items: AdminMaintenanceRequest[] = rows.map((row, index) => {
      const project = catalog.findProject(row.project_id);
      const apartment = catalog.findApartment(row.apartment_id);
      return {
        ...views[index]!,
        customerName: names.get(row.user_id) ?? '',
        projectId: row.project_id,
        projectName: project?.name ?? '',
        apartmentLabel: apartment ? apartmentLabel(apartment) : '',
      };
    });
    return { items, total };
  }

  /** The staff who may take a request: back-office members who may change requests (the rentals area). */
  async assignees(): Promise<MaintenanceAssignees> {
    const members = await findStaffMembers(this.options.db);
    return {
      items: members
        .filter((member) => hasPermissions(member, STAFF_WRITE))
        .map((member) => ({ id: member.id, name: member.name })),
    };
  }

  /** Staff change the status and/or who is in charge: history, audit and the customer's e-mail commit together. */
  async update(
    requestId: string,
    body: UpdateMaintenanceRequest,
    actor: StaffActor,
  ): Promise<MaintenanceRequest> {
    const { db, clock } = this.options;
    let assigneeName: string | null = null;
    if (body.assigneeId) {
      const member = await findStaffMember(db, body.assigneeId);
      // Only someone who may work the request: a member of staff with write access to the rentals area.
      if (!member || !hasPermissions(member, STAFF_WRITE))
        throw new AppError(
          422,
          'INVALID_ASSIGNEE',
          'O responsável precisa ser alguém da equipe que possa alterar as locações e as solicitações.',
          {
            issues: [{ path: 'assigneeId', message: 'Não é um membro da equipe com acesso às solicitações' }],
          },
        );
      assigneeName = member.name;
    }
    const now = clock.now();
    const row = await db.transaction().execute(async (trx) => {
      const request = await lockRequest(trx, requestId);
      if (!request) throw notFound(REQUEST_NOT_FOUND);
      const status = body.status ?? request.status;
      const assigneeId = body.assigneeId === undefined ? request.assignee_id : body.assigneeId;
      if (status === request.status && assigneeId === request.assignee_id) return request;
      const reopened = request.status === 'RESOLVED' && status !== 'RESOLVED';
      const updated = await updateRequest(trx, requestId, {
        status,
        assigneeId,
        // Reopened work gets a new deadline by its urgency, as a new request would.
        dueAt: reopened ? maintenanceDueAt(request.urgency, now) : request.due_at,
        resolvedAt: status === 'RESOLVED' ? (request.resolved_at ?? now) : null,
        confirmedAt: status === 'RESOLVED' ? request.confirmed_at : null,
      });
      await insertHistory(trx, { requestId, at: now, status, assigneeId, actorId: actor.id });
      await recordAudit(
        trx,
        actor,
        {
          action: 'maintenance.update',
          target: `maintenance:${requestId}`,
          details: { from: request.status, status, assigneeId },
        },
        now,
      );
      await emailMaintenanceChange(
        trx,
        this.options,
        updated,
        assigneeId === request.assignee_id ? null : assigneeName,
      );
      return updated;
    });
    return (await this.#views([row]))[0]!;
  }

  /**
   * The median time to resolve per urgency, over requests resolved from `from` to the eve of `to`
   * (Brasília days, as every report).
   */
  report(query: OccupancyQuery): Promise<MaintenanceReport> {
    return maintenanceReport(this.options.db, query);
  }

  /** A photo of the customer's own request (theirs, or one a staff member sent in a comment). */
  async photoForCustomer(userId: string, requestId: string, fileName: string) {
    const { db, uploads } = this.options;
    const request = await findUserRequest(db, userId, requestId);
    if (!request) throw notFound('Foto não encontrada.');
    const comments = await findComments(db, [requestId]);
    const listed = request.photos.includes(fileName) || comments.some((c) => c.photos.includes(fileName));
    if (!listed) throw notFound('Foto não encontrada.');
    return uploads.openForStaff(fileName);
  }

  #views(rows: MaintenanceRequestRow[]): Promise<MaintenanceRequest[]> {
    return maintenanceViews(this.options.db, rows, this.options.clock.now());
  }
}
