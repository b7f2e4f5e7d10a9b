import {
  type AdminCustomerProfile,
  type AdminRental,
  type AdminRentalDetail,
  type AdminRentalListQuery,
  type AdminRentalListResponse,
  CANCELLATION_REASON_LABELS,
  type CustomerDocument,
  FRONT_DESK_STAY_STATUSES,
  type RejectRentalRequest,
  type Rental,
  type RentalScope,
  type StateInitials,
} from '@estadia/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UploadRow, UserRow } from '../../../db/schema.ts';
import { notFound } from '../../../errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { StoredFile } from '../../../lib/storage/file-storage.ts';
import { findUserById } from '../../account/queries.ts';
import { withoutDoorCode } from '../../door-access/door-access-attachments.ts';
import { findRentalsPayments } from '../../payments/money-queries.ts';
import { toPayment } from '../../payments/payment-view.ts';
import type { RentalApprovalService } from '../../rentals/approval-service.ts';
import { rentalNotFound } from '../../rentals/rental-errors.ts';
import type { RentalPresenter } from '../../rentals/rental-presenter.ts';
import type { UploadService } from '../../uploads/service.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import { findAuditEntriesOfTargets } from '../audit/queries.ts';
import { rentalScope } from '../rental-scope.ts';
import type { StaffActor } from '../staff-access.ts';
import { contractEvidenceView } from './contract-evidence-view.ts';
import { frontDeskCustomer, scopeSees } from './front-desk-view.ts';
import { rentalHistory } from './rental-history.ts';
import {
  type AdminRentalFilters,
  countAdminRentals,
  findAdminRentals,
  findContractEvidence,
  findRentalWithCustomer,
  findSignedContractPdf,
  hasStayWithin,
  type RentalWithCustomer,
} from './repository.ts';

export interface AdminRentalsServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  presenter: RentalPresenter;
  approvals: RentalApprovalService;
  uploads: UploadService;
}

const EVERY_RENTAL: RentalScope = { kind: 'all' };

export function staffFileUrl(fileName: string): string {
  return `/api/admin/files/${fileName}`;
}

export function signedContractUrl(rentalId: string): string {
  return `/api/admin/rentals/${rentalId}/contract/signed`;
}

/** Every customer's rentals, for the provider: lists, one rental in full, and the decisions on them. */
export class AdminRentalsService {
  readonly #options: AdminRentalsServiceOptions;

  constructor(options: AdminRentalsServiceOptions) {
    this.#options = options;
  }

  async list(query: AdminRentalListQuery): Promise<AdminRentalListResponse> {
    const { db } = this.#options;
    const filters = {
      status: query.status,
      projectId: query.projectId,
      from: query.from,
      to: query.to,
      q: query.q,
    };
    const offset = (query.page - 1) * query.pageSize;
    const total = await countAdminRentals(db, filters);
    if (offset >= total) return { items: [], total };
    const rows = await findAdminRentals(db, filters, query, { offset, limit: query.pageSize });
    return { items: await this.withCustomers(rows), total };
  }

  /** The rentals the staff member may read today (decision 0018). */
  scopeOf(request: FastifyRequest): RentalScope {
    return rentalScope(request, this.#options.clock);
  }

  count(filters: AdminRentalFilters): Promise<number> {
    return countAdminRentals(this.#options.db, filters);
  }

  /** The rentals as the API shows them, each with its customer. */
  async withCustomers(rows: readonly RentalWithCustomer[]): Promise<AdminRental[]> {
    const rentals = await this.#options.presenter.many(rows);
    return rentals.map((rental, index) => {
      const row = rows[index]!;
      return { ...rental, customer: { id: row.user_id, name: row.customer_name, email: row.customer_email } };
    });
  }

  /** Outside the caller's scope the rental does not exist to them (404); the front desk's view has no money. */
  async detail(rentalId: string, scope: RentalScope = EVERY_RENTAL): Promise<AdminRentalDetail> {
    const { db, presenter } = this.#options;
    const row = await findRentalWithCustomer(db, rentalId);
    if (!row || !scopeSees(scope, row)) throw rentalNotFound();
    if (scope.kind === 'frontDesk') return this.#frontDeskDetail(row);
    const [rental, user, paymentRows, evidence] = await Promise.all([
      presenter.one(row),
      findUserById(db, row.user_id),
      findRentalsPayments(db, [rentalId]),
      findContractEvidence(db, rentalId),
    ]);
    if (!user) throw rentalNotFound();
    const audit = await findAuditEntriesOfTargets(db, [
      `rental:${rentalId}`,
      ...paymentRows.map((payment) => `payment:${payment.id}`),
    ]);
    return {
      rental,
      customer: customerProfile(user),
      payments: await Promise.all(
        paymentRows.map(async (payment) => ({ ...(await toPayment(payment)), paidVia: payment.paid_via })),
      ),
      contract: contractEvidenceView(evidence, signedContractUrl(rentalId)),
      history: rentalHistory(row, audit),
    };
  }

  /** A customer's uploaded document (CPF, RG…); for the front desk, only of a customer staying in its window. */
  openDocument(
    fileName: string,
    scope: RentalScope = EVERY_RENTAL,
  ): Promise<{ upload: UploadRow; file: StoredFile }> {
    if (scope.kind === 'all') return this.#options.uploads.openForStaff(fileName);
    return this.#options.uploads.openForStaff(fileName, (upload) =>
      hasStayWithin(this.#options.db, upload.owner_id, scope.window, FRONT_DESK_STAY_STATUSES),
    );
  }

  /** The rental, who booked it with the documents to check at the door, and its own steps. */
  async #frontDeskDetail(row: RentalWithCustomer): Promise<AdminRentalDetail> {
    const { db, presenter } = this.#options;
    const [rental, user, audit] = await Promise.all([
      presenter.one(row),
      findUserById(db, row.user_id),
      findAuditEntriesOfTargets(db, [`rental:${row.id}`]),
    ]);
    if (!user) throw rentalNotFound();
    return {
      rental: withoutDoorCode(rental),
      customer: frontDeskCustomer(customerProfile(user)),
      history: rentalHistory(row, audit),
    };
  }

  async signedContract(rentalId: string): Promise<Uint8Array> {
    const pdf = await findSignedContractPdf(this.#options.db, rentalId);
    if (!pdf) throw notFound('Esta locação não tem contrato assinado.');
    return pdf;
  }

  approve(rentalId: string, actor: StaffActor): Promise<Rental> {
    const now = this.#options.clock.now();
    return this.#options.approvals.approve(rentalId, (trx) =>
      recordAudit(trx, actor, { action: 'rental.approve', target: `rental:${rentalId}` }, now),
    );
  }

  /** Cancels the request with the reason, which the customer gets by e-mail (the rentals' sender). */
  async reject(rentalId: string, request: RejectRentalRequest, actor: StaffActor): Promise<Rental> {
    const { clock, approvals } = this.#options;
    const now = clock.now();
    return approvals.reject(rentalId, request, (trx) =>
      recordAudit(
        trx,
        actor,
        {
          action: 'rental.reject',
          target: `rental:${rentalId}`,
          details: {
            reason: request.reason,
            note: request.details || CANCELLATION_REASON_LABELS[request.reason],
          },
        },
        now,
      ),
    );
  }
}

function customerProfile(user: UserRow): AdminCustomerProfile {
  const documents: CustomerDocument[] = [];
  if (user.cpf_file_name)
    documents.push({ kind: 'CPF', fileName: user.cpf_file_name, url: staffFileUrl(user.cpf_file_name) });
  if (user.rg_file_name)
    documents.push({ kind: 'RG', fileName: user.rg_file_name, url: staffFileUrl(user.rg_file_name) });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    cpfOrCnpj: user.cpf_or_cnpj,
    rg: user.rg,
    rgIssuer: user.rg_issuer,
    rgIssuerState: user.rg_issuer_state,
    birthdate: user.birthdate,
    hometown: user.hometown,
    hometownState: user.hometown_state,
    profession: user.profession,
    fathersFullName: user.fathers_full_name,
    mothersFullName: user.mothers_full_name,
    address: {
      street: user.address_street,
      number: user.address_number,
      complement: user.address_complement,
      postCode: user.address_post_code,
      neighborhood: user.address_neighborhood,
      city: {
        name: user.address_city_name,
        stateInitials: user.address_state_initials as StateInitials | null,
      },
    },
    documents,
    createdDate: user.created_at.toISOString(),
  };
}
