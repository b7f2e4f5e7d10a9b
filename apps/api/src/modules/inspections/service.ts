import {
  type AcknowledgeInspectionRequest,
  apartmentLabel,
  type CreateInspectionRequest,
  canStillAnswer,
  contestDeadline,
  formatBrDateRange,
  type Inspection,
  type InspectionList,
  type ItemCondition,
  type ModalityFurniture,
} from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, InspectionRow, RentalRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import { webLinks } from '../notifications/email-format.ts';
import { findCustomer } from '../notifications/queries.ts';
import { staySummary } from '../notifications/stay-summary.ts';
import { findUserRental } from '../rentals/queries.ts';
import { rentalCatalogEntries } from '../rentals/rental-catalog.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { findOwnedImageNames } from '../uploads/queries.ts';
import type { UploadService } from '../uploads/service.ts';
import { inspectionRecordedEmail } from './inspection-email.ts';
import { renderInspectionPdf } from './inspection-pdf.ts';
import {
  findInspection,
  findModalityFurniture,
  findRentalById,
  findRentalInspections,
  findUserInspection,
  insertInspection,
  modalityExists,
  saveAcknowledgement,
} from './repository.ts';

/** Stays whose apartment is handed over or back: paid, lived in, or over. */
const INSPECTABLE_STATUSES: readonly RentalRow['status'][] = ['RENTED', 'DEFAULTER', 'FINISHED'];
const INSPECTION_NOT_FOUND = 'Vistoria não encontrada.';
const RENTAL_NOT_FOUND = 'Locação não encontrada.';

const notInspectable = () =>
  new AppError(
    409,
    'INSPECTION_NOT_ALLOWED',
    'Só é possível registrar a vistoria de uma locação paga (alugada, inadimplente ou encerrada).',
  );
const alreadyRecorded = () =>
  new AppError(409, 'INSPECTION_EXISTS', 'Esta locação já tem uma vistoria desse tipo registrada.');
const alreadyAnswered = () =>
  new AppError(409, 'INSPECTION_ALREADY_ANSWERED', 'Você já respondeu a esta vistoria.');
const periodOver = () =>
  new AppError(
    409,
    'INSPECTION_CONTEST_PERIOD_OVER',
    'O prazo de 5 dias para responder a esta vistoria acabou: ela vale como registrada.',
  );

export type PdfAudience = 'customer' | 'staff';

export interface InspectionsServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  catalog: CatalogLookup;
  uploads: UploadService;
  mailer: Mailer;
  logger: Pick<FastifyBaseLogger, 'error'>;
  publicUrl: string;
  companyName: string;
}

function pdfUrl(row: InspectionRow, audience: PdfAudience): string {
  return audience === 'staff' ? `/api/admin/inspections/${row.id}/pdf` : `/api/inspections/${row.id}/pdf`;
}

export function toInspection(row: InspectionRow, audience: PdfAudience): Inspection {
  return {
    id: row.id,
    rentalId: row.rental_id,
    kind: row.kind,
    createdDate: row.created_at.toISOString(),
    items: row.items,
    pdfUrl: pdfUrl(row, audience),
    ...(row.acknowledged_at
      ? {
          acknowledgement: {
            agreed: row.agreed ?? false,
            comments: row.comments ?? [],
            at: row.acknowledged_at.toISOString(),
          },
        }
      : {}),
    contestDeadline: contestDeadline(row.created_at).toISOString(),
  };
}

/**
 * The inspections of a stay ('vistorias'): staff record the move-in and the move-out room by room with
 * photos; the customer is e-mailed, sees them with a PDF, and within 5 days agrees or contests items.
 */
export class InspectionsService {
  constructor(private readonly options: InspectionsServiceOptions) {}

  async create(rentalId: string, request: CreateInspectionRequest, actor: StaffActor): Promise<Inspection> {
    const { db, clock } = this.options;
    const rental = await findRentalById(db, rentalId);
    if (!rental) throw notFound(RENTAL_NOT_FOUND);
    if (!INSPECTABLE_STATUSES.includes(rental.status)) throw notInspectable();
    const now = clock.now();
    let row: InspectionRow;
    try {
      row = await db.transaction().execute(async (trx) => {
        // In the transaction: the photos stay locked until the inspection that uses them is committed.
        await this.#checkPhotos(trx, request, actor.id);
        const inserted = await insertInspection(trx, {
          rentalId,
          kind: request.kind,
          items: request.items,
          createdAt: now,
          createdBy: actor.id,
        });
        await recordAudit(
          trx,
          actor,
          {
            action: 'inspection.create',
            target: `inspection:${inserted.id}`,
            details: { rentalId, kind: request.kind, items: request.items.length },
          },
          now,
        );
        await this.#email(trx, rental, inserted);
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyRecorded();
      throw error;
    }
    return toInspection(row, 'staff');
  }

  /** The customer's view: 404 for a rental that is not theirs. */
  async listForCustomer(userId: string, rentalId: string): Promise<InspectionList> {
    const rental = await findUserRental(this.options.db, userId, rentalId);
    if (!rental) throw notFound(RENTAL_NOT_FOUND);
    const rows = await findRentalInspections(this.options.db, rentalId);
    return { items: rows.map((row) => toInspection(row, 'customer')) };
  }

  async listForStaff(rentalId: string): Promise<InspectionList> {
    if (!(await findRentalById(this.options.db, rentalId))) throw notFound(RENTAL_NOT_FOUND);
    const rows = await findRentalInspections(this.options.db, rentalId);
    return { items: rows.map((row) => toInspection(row, 'staff')) };
  }

  async acknowledge(
    userId: string,
    inspectionId: string,
    request: AcknowledgeInspectionRequest,
  ): Promise<Inspection> {
    const { db, clock } = this.options;
    const found = await findUserInspection(db, userId, inspectionId);
    if (!found) throw notFound(INSPECTION_NOT_FOUND);
    const { inspection } = found;
    if (inspection.acknowledged_at) throw alreadyAnswered();
    const now = clock.now();
    if (!canStillAnswer(inspection.created_at, now)) throw periodOver();
    const comments = request.agreed ? [] : request.comments;
    const outOfRange = comments.flatMap((comment, index) =>
      comment.itemIndex >= inspection.items.length
        ? [{ path: `comments.${index}.itemIndex`, message: 'Item inexistente nesta vistoria' }]
        : [],
    );
    if (outOfRange.length > 0)
      throw new AppError(
        422,
        'INVALID_INSPECTION_COMMENT',
        'Algum comentário se refere a um item que não existe.',
        {
          issues: outOfRange,
        },
      );
    const saved = await saveAcknowledgement(db, inspectionId, { agreed: request.agreed, comments, at: now });
    if (!saved) throw alreadyAnswered();
    return toInspection(saved, 'customer');
  }

  async pdfForCustomer(
    userId: string,
    inspectionId: string,
  ): Promise<{ bytes: Uint8Array; fileName: string }> {
    const found = await findUserInspection(this.options.db, userId, inspectionId);
    if (!found) throw notFound(INSPECTION_NOT_FOUND);
    return this.#pdf(found.inspection, found.rental);
  }

  async pdfForStaff(inspectionId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const inspection = await findInspection(this.options.db, inspectionId);
    if (!inspection) throw notFound(INSPECTION_NOT_FOUND);
    const rental = (await findRentalById(this.options.db, inspection.rental_id))!;
    return this.#pdf(inspection, rental);
  }

  /** A photo of the customer's own inspection (the staff member's upload, shown to the customer). */
  async photoForCustomer(userId: string, inspectionId: string, fileName: string) {
    const found = await findUserInspection(this.options.db, userId, inspectionId);
    if (!found?.inspection.items.some((item) => item.photos.includes(fileName)))
      throw notFound('Foto não encontrada.');
    return this.options.uploads.openForStaff(fileName);
  }

  async furniture(modalityId: string): Promise<ModalityFurniture> {
    if (!(await modalityExists(this.options.db, modalityId))) throw notFound('Modalidade não encontrada.');
    return { modalityId, items: await findModalityFurniture(this.options.db, modalityId) };
  }

  /** Photos must be images the recording staff member uploaded: never someone's document. */
  async #checkPhotos(trx: Executor, request: CreateInspectionRequest, ownerId: string): Promise<void> {
    const names = [...new Set(request.items.flatMap((item) => item.photos))];
    const images = await findOwnedImageNames(trx, names, ownerId);
    const issues = request.items.flatMap((item, itemIndex) =>
      item.photos.flatMap((name, photoIndex) =>
        images.has(name)
          ? []
          : [
              {
                path: `items.${itemIndex}.photos.${photoIndex}`,
                message: 'Foto não encontrada entre os seus envios',
              },
            ],
      ),
    );
    if (issues.length > 0)
      throw new AppError(
        422,
        'INVALID_INSPECTION_PHOTO',
        'Alguma foto não foi encontrada: envie as fotos (JPEG ou PNG) antes de registrar a vistoria.',
        { issues },
      );
  }

  async #pdf(inspection: InspectionRow, rental: RentalRow): Promise<{ bytes: Uint8Array; fileName: string }> {
    const { db, catalog, uploads, companyName } = this.options;
    const customer = await findCustomer(db, rental.user_id);
    const { apartment, modality, project } = rentalCatalogEntries(rental, catalog);
    const photos = new Map<string, { bytes: Uint8Array; mediaType: string }>();
    for (const fileName of new Set(inspection.items.flatMap((item) => item.photos))) {
      const { upload, file } = await uploads.openForStaff(fileName);
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
      photos.set(fileName, { bytes: Buffer.concat(chunks), mediaType: upload.media_type });
    }
    const view = toInspection(inspection, 'customer');
    const bytes = await renderInspectionPdf({
      companyName,
      inspectionId: inspection.id,
      kind: inspection.kind,
      createdAt: inspection.created_at,
      contestDeadline: contestDeadline(inspection.created_at),
      customerName: customer?.name ?? '',
      stay: `${project.name} – ${modality.name}, ${apartmentLabel(apartment)}`,
      period: formatBrDateRange(rental.start_date, rental.end_date),
      items: inspection.items,
      acknowledgement: view.acknowledgement,
      photos,
    });
    const kind = inspection.kind === 'MOVE_IN' ? 'entrada' : 'saida';
    return { bytes, fileName: `vistoria-${kind}-${inspection.id.slice(0, 8)}.pdf` };
  }

  /** The customer's e-mail of a recorded inspection, written with it (decision 0011). */
  async #email(trx: Executor, rental: RentalRow, row: InspectionRow): Promise<void> {
    const { catalog, mailer, publicUrl } = this.options;
    const customer = await findCustomer(trx, rental.user_id);
    if (!customer) return;
    const conditions: Partial<Record<ItemCondition, number>> = {};
    for (const item of row.items) conditions[item.condition] = (conditions[item.condition] ?? 0) + 1;
    await mailer.send(
      inspectionRecordedEmail({
        customer,
        stay: staySummary(rental, catalog),
        kind: row.kind,
        itemCount: row.items.length,
        conditions,
        contestDeadline: contestDeadline(row.created_at),
        rentalUrl: `${webLinks(publicUrl).myRentals}/${rental.id}`,
      }),
      trx,
    );
  }
}
