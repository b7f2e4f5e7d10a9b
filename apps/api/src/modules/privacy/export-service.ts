import { AUDIT_ACTION_LABELS, type AuditAction, type PersonalDataExport } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccountService } from '../account/service.ts';
import { recordAudit } from '../admin/audit/audit-trail.ts';
import type { StaffActor } from '../admin/staff-access.ts';
import { findGuarantorAnswersBy } from '../guarantees/queries.ts';
import {
  findAddendumSignaturesBy,
  findAuditEntriesAbout,
  findContractSignaturesBy,
  findInspectionsOf,
  findMaintenanceCommentsOf,
  findMaintenanceRequestsOf,
  findOccupantsOf,
  findOwnRentals,
  findOwnUploads,
  findPaymentsOf,
  findSessionsOf,
} from './export-repository.ts';

const ABOUT =
  'Cópia de todos os dados pessoais que o Estadia guarda sobre você (LGPD, art. 18, II e V): cadastro, ' +
  'documentos, locações e hóspedes, pagamentos, vistorias, solicitações de reparo, assinaturas, acessos à ' +
  'conta e o registro do que foi feito com os seus dados. Os documentos se baixam pelos links, com o mesmo login.';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** The customer's copy of their data: theirs only, and never a secret (password or token hashes, codes). */
export class PersonalDataExportService {
  constructor(
    private readonly deps: { db: Kysely<Database>; clock: Clock; account: AccountService; publicUrl: string },
  ) {}

  async export(actor: StaffActor): Promise<PersonalDataExport> {
    const { db, clock, account, publicUrl } = this.deps;
    const userId = actor.id;
    const profile = await account.getMe(userId);
    const rentals = await findOwnRentals(db, userId);
    const rentalIds = rentals.map((rental) => rental.id);
    const [uploads, occupants, payments, inspections, requests, contracts, addenda, sessions, guarantees] =
      await Promise.all([
        findOwnUploads(db, userId),
        findOccupantsOf(db, rentalIds),
        findPaymentsOf(db, rentalIds),
        findInspectionsOf(db, rentalIds),
        findMaintenanceRequestsOf(db, rentalIds),
        findContractSignaturesBy(db, userId),
        findAddendumSignaturesBy(db, userId),
        findSessionsOf(db, userId),
        findGuarantorAnswersBy(db, userId),
      ]);
    const comments = await findMaintenanceCommentsOf(
      db,
      requests.map((request) => request.id),
    );
    const targets = [
      ...rentalIds.map((id) => `rental:${id}`),
      ...payments.map((payment) => `payment:${payment.id}`),
      ...inspections.map((inspection) => `inspection:${inspection.id}`),
      ...requests.map((request) => `maintenance:${request.id}`),
    ];
    const exportedAt = clock.now();
    // The export itself is recorded first, so the copy shows it like any later one.
    await recordAudit(db, actor, { action: 'account.export', target: `user:${userId}` }, exportedAt);
    const audit = await findAuditEntriesAbout(db, userId, targets);
    return {
      exportedAt: iso(exportedAt),
      about: ABOUT,
      profile,
      documents: uploads.map((upload) => ({
        fileName: upload.file_name,
        originalName: upload.original_name,
        mediaType: upload.media_type,
        sizeBytes: upload.size_bytes,
        uploadedAt: iso(upload.created_at),
        downloadUrl: `${publicUrl}/api/files/${upload.file_name}`,
      })),
      rentals: rentals.map((rental) => ({
        id: rental.id,
        status: rental.status,
        projectId: rental.project_id,
        apartmentId: rental.apartment_id,
        modalityId: rental.modality_id,
        startDate: rental.start_date,
        endDate: rental.end_date,
        rentalValueCents: rental.rental_value_cents,
        paymentType: rental.payment_type,
        rentGuaranteeType: rental.rent_guarantee_type,
        commonCarSpots: rental.common_car_spots,
        coveredCarSpots: rental.covered_car_spots,
        expectedArrivalTime: rental.expected_arrival_time,
        vehiclePlates: rental.vehicle_plates,
        cancellationReason: rental.cancellation_reason,
        cancellationDetails: rental.cancellation_details,
        createdDate: iso(rental.created_at),
        submittedAt: isoOrNull(rental.submitted_at),
        signedAt: isoOrNull(rental.signed_at),
        paidAt: isoOrNull(rental.paid_at),
        checkedInAt: isoOrNull(rental.checked_in_at),
        checkedOutAt: isoOrNull(rental.checked_out_at),
        cancelledAt: isoOrNull(rental.cancelled_at),
        occupants: occupants
          .filter((occupant) => occupant.rental_id === rental.id)
          .map((occupant) => ({
            name: occupant.name,
            birthdate: occupant.birthdate,
            documentType: occupant.document_type,
            documentNumber: occupant.document_number,
            phone: occupant.phone,
            isCustomer: occupant.is_customer,
          })),
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        rentalId: payment.rental_id,
        paymentType: payment.payment_type,
        status: payment.status,
        amountCents: payment.amount_cents,
        installment: payment.installment,
        installmentCount: payment.installment_count,
        dueDate: payment.due_date,
        cardBrand: payment.card_brand,
        cardLast4: payment.card_last4,
        createdDate: iso(payment.created_at),
        paidAt: isoOrNull(payment.paid_at),
        refundedCents: payment.refunded_cents,
        refundedAt: isoOrNull(payment.refunded_at),
      })),
      inspections: inspections.map((inspection) => ({
        id: inspection.id,
        rentalId: inspection.rental_id,
        kind: inspection.kind,
        createdDate: iso(inspection.created_at),
        items: inspection.items as unknown as Record<string, unknown>[],
        acknowledgedAt: isoOrNull(inspection.acknowledged_at),
        agreed: inspection.agreed,
        comments: (inspection.comments as unknown as Record<string, unknown>[] | null) ?? null,
      })),
      maintenanceRequests: requests.map((request) => ({
        id: request.id,
        rentalId: request.rental_id,
        category: request.category,
        description: request.description,
        urgency: request.urgency,
        status: request.status,
        photos: request.photos,
        createdDate: iso(request.created_at),
        resolvedAt: isoOrNull(request.resolved_at),
        comments: comments
          .filter((comment) => comment.request_id === request.id)
          .map((comment) => ({
            by: comment.author_role,
            text: comment.text,
            photos: comment.photos,
            createdDate: iso(comment.created_at),
          })),
      })),
      consents: [
        ...contracts.map((signature) => ({
          kind: 'CONTRACT_SIGNATURE' as const,
          reference: `rental:${signature.rental_id}`,
          at: iso(signature.signed_at),
          email: signature.email,
          ip: signature.ip,
          userAgent: signature.user_agent,
          documentSha256: signature.contract_sha256,
        })),
        ...addenda.map((signature) => ({
          kind: 'ADDENDUM_SIGNATURE' as const,
          reference: `extension:${signature.extension_id}`,
          at: iso(signature.signed_at),
          email: signature.email,
          ip: signature.ip,
          userAgent: signature.user_agent,
          documentSha256: signature.addendum_sha256,
        })),
      ],
      guarantees: guarantees.map((guarantee) => ({
        rentalId: guarantee.rental_id,
        name: guarantee.name,
        cpf: guarantee.cpf,
        invitedAt: iso(guarantee.invited_at),
        acceptedAt: isoOrNull(guarantee.accepted_at),
        answers: guarantee.answers as unknown as Record<string, unknown> | null,
        documents: guarantee.documents,
      })),
      sessions: sessions.map((session) => ({
        createdAt: iso(session.created_at),
        expiresAt: iso(session.expires_at),
        revokedAt: isoOrNull(session.revoked_at),
        ip: session.ip,
        userAgent: session.user_agent,
      })),
      auditEntries: audit.map((entry) => ({
        at: iso(entry.at),
        action: entry.action,
        description: AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action,
        target: entry.target,
        by: entry.actor_id === userId ? ('CUSTOMER' as const) : ('STAFF' as const),
      })),
    };
  }
}
