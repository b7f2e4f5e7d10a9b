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
  isMaintenanceOverdue,
  MAINTENANCE_URGENCIES,
  type MaintenanceAssignees,
  type MaintenanceCommentRequest,
  type MaintenanceReport,
  type MaintenanceRequest,
  type MaintenanceRequestList,
  maintenanceDueAt,
  median,
  type OccupancyQuery,
  type Permission,
  todayIso,
  type UpdateMaintenanceRequest,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, MaintenanceRequestRow, RentalRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import { webLinks } from '../notifications/email-format.ts';
import { findCustomer } from '../notifications/repository.ts';
import { staySummary } from '../notifications/stay-summary.ts';
import { findUserRental } from '../rentals/repository.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import type { UploadService } from '../uploads/service.ts';
import {
  maintenanceChangedEmail,
  maintenanceCommentEmail,
  newMaintenanceStaffEmail,
} from './maintenance-email.ts';
import {
  findBoard,
  findComments,
  findHistory,
  findOwnedUploads,
  findRentalById,
  findRentalRequests,
  findResolutionTimes,
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
/** Brasília has had no daylight saving time since 2019: its days start at 03:00 UTC. */
const brasiliaMidnight = (date: string) => new Date(`${date}T03:00:00.000Z`);
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
      await this.#checkPhotos(trx, photos, userId, 'photos');
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
      await this.#staffEmail(trx, inserted, rental);
      return inserted;
    });
    return (await this.#views(db, [row]))[0]!;
  }

  async listForCustomer(userId: string, rentalId: string): Promise<MaintenanceRequestList> {
    const { db } = this.options;
    if (!(await findUserRental(db, userId, rentalId))) throw notFound(RENTAL_NOT_FOUND);
    return { items: await this.#views(db, await findRentalRequests(db, rentalId)) };
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
      await this.#checkPhotos(trx, photos, user.id, 'photos');
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
      if (isStaff) await this.#commentEmail(trx, request, user.id, body.text);
      if (isStaff)
        await recordAudit(
          trx,
          actor,
          { action: 'maintenance.update', target: `maintenance:${requestId}`, details: { comment: true } },
          now,
        );
      return current;
    });
    return (await this.#views(db, [row]))[0]!;
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
    const views = await this.#views(db, rows);
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
      await this.#email(trx, updated, assigneeId === request.assignee_id ? null : assigneeName);
      return updated;
    });
    return (await this.#views(db, [row]))[0]!;
  }

  /**
   * The median time to resolve per urgency, over requests resolved from `from` to the eve of `to`
   * (Brasília days, as every report).
   */
  async report(query: OccupancyQuery): Promise<MaintenanceReport> {
    const times = await findResolutionTimes(this.options.db, {
      from: brasiliaMidnight(query.from),
      to: brasiliaMidnight(query.to),
      ...(query.projectId ? { projectId: query.projectId } : {}),
    });
    return {
      from: query.from,
      to: query.to,
      items: MAINTENANCE_URGENCIES.map((urgency) => {
        const minutes = times.filter((time) => time.urgency === urgency).map((time) => Number(time.minutes));
        const middle = median(minutes);
        return {
          urgency,
          resolved: minutes.length,
          medianMinutes: middle === null ? null : Math.round(middle),
        };
      }),
    };
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

  /** Photos must be images the caller uploaded: never someone else's file or a document. */
  async #checkPhotos(trx: Executor, names: string[], ownerId: string, path: string): Promise<void> {
    const owned = await findOwnedUploads(trx, names, ownerId);
    const images = new Set(owned.filter((u) => u.media_type.startsWith('image/')).map((u) => u.file_name));
    const issues = names.flatMap((name, index) =>
      images.has(name)
        ? []
        : [{ path: `${path}.${index}`, message: 'Foto não encontrada entre os seus envios' }],
    );
    if (issues.length > 0)
      throw new AppError(
        422,
        'INVALID_MAINTENANCE_PHOTO',
        'Alguma foto não foi encontrada: envie as fotos (JPEG ou PNG) antes de enviar a solicitação.',
        { issues },
      );
  }

  async #email(trx: Executor, request: MaintenanceRequestRow, assigneeName: string | null): Promise<void> {
    const { catalog, mailer, publicUrl } = this.options;
    const rental = (await findRentalById(trx, request.rental_id)) as RentalRow;
    const customer = await findCustomer(trx, rental.user_id);
    if (!customer) return;
    await mailer.send(
      maintenanceChangedEmail({
        customer,
        stay: staySummary(rental, catalog),
        category: request.category,
        status: request.status,
        assigneeName,
        dueAt: request.due_at,
        rentalUrl: `${webLinks(publicUrl).myRentals}/${rental.id}`,
      }),
      trx,
    );
  }

  async #staffEmail(trx: Executor, request: MaintenanceRequestRow, rental: RentalRow): Promise<void> {
    const { catalog, mailer, publicUrl, contactEmail } = this.options;
    const customer = await findCustomer(trx, rental.user_id);
    if (!customer) return;
    await mailer.send(
      newMaintenanceStaffEmail({
        to: contactEmail,
        customer,
        stay: staySummary(rental, catalog),
        category: request.category,
        urgency: request.urgency,
        description: request.description,
        dueAt: request.due_at,
        boardUrl: `${publicUrl.replace(/\/+$/, '')}/admin/solicitacoes`,
      }),
      trx,
    );
  }

  async #commentEmail(
    trx: Executor,
    request: MaintenanceRequestRow,
    authorId: string,
    text: string,
  ): Promise<void> {
    const { catalog, mailer, publicUrl } = this.options;
    const rental = (await findRentalById(trx, request.rental_id)) as RentalRow;
    const customer = await findCustomer(trx, rental.user_id);
    if (!customer) return;
    const names = await findUserNames(trx, [authorId]);
    await mailer.send(
      maintenanceCommentEmail({
        customer,
        stay: staySummary(rental, catalog),
        category: request.category,
        authorName: names.get(authorId) ?? 'Equipe',
        text,
        rentalUrl: `${webLinks(publicUrl).myRentals}/${rental.id}`,
      }),
      trx,
    );
  }

  async #views(db: Executor, rows: MaintenanceRequestRow[]): Promise<MaintenanceRequest[]> {
    const ids = rows.map((row) => row.id);
    const [history, comments] = await Promise.all([findHistory(db, ids), findComments(db, ids)]);
    const assignees = await findUserNames(db, [
      ...new Set(rows.flatMap((row) => (row.assignee_id ? [row.assignee_id] : []))),
    ]);
    const now = this.options.clock.now();
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
}
