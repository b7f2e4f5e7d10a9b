import { createHash } from 'node:crypto';
import {
  canTransition,
  MARITAL_STATUS_LABELS,
  type MaritalStatus,
  type Rental,
  type RentalStatus,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { findApprovedGuarantor, findReadableRental } from '../guarantees/queries.ts';
import { findModalityFurniture } from '../inspections/queries.ts';
import { updateRental } from '../rentals/commands.ts';
import { leaseRegime } from '../rentals/lease-regime.ts';
import { findUserRental, lockApartment, lockUserRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import type { RentalPresenter } from '../rentals/rental-presenter.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { renderStayCalendar } from './calendar-ics.ts';
import { type Company, type ContractData, type ContractGuarantor, toContractData } from './contract-data.ts';
import {
  contractAlreadySigned,
  contractChanged,
  contractNotReady,
  contractNotSigned,
  rentalNotAwaitingSignature,
  stayNotConfirmed,
} from './contract-errors.ts';
import { customerAddress } from './contract-parties.ts';
import { contractFileName, renderContractPdf } from './contract-pdf.ts';
import { findCustomer, findSignedCopy, insertSignature, signatureExists } from './repository.ts';
import { renderSignedCopy, signedContractOf } from './signed-copy.ts';
import { stayEvent } from './stay-event.ts';

export interface ContractsServiceOptions {
  db: Kysely<Database>;
  catalog: CatalogLookup;
  presenter: RentalPresenter;
  clock: Clock;
  /** The housing provider, the contract's other party (COMPANY_*). */
  company: Company;
  /** HOLD_HOURS, as the contract's payment clause and cancellation policy state it. */
  holdHours: number;
  /** The link to the customer's rentals in calendar events. */
  publicUrl: string;
  /** The customer's e-mail of a signature, enqueued in the signature's transaction. */
  notices?: RentalNotices;
  /**
   * What a post-paid lease's signature starts, in its transaction: its months (the payments module) and
   * its door (the door-access module). Without it, every lease waits for a payment.
   */
  postPaidLease?: (trx: Executor, rental: RentalRow, at: Date) => Promise<void>;
}

/** Where a signature comes from, as the request shows it. */
export interface SignatureRequest {
  /** Hex SHA-256 of the contract PDF the customer was shown (GET …/contract). */
  sha256: string;
  ip: string;
  userAgent: string | undefined;
}

export interface DownloadFile {
  bytes: Uint8Array;
  fileName: string;
}

/** The database's limits on the evidence columns. */
const USER_AGENT_MAX_LENGTH = 512;
const IP_MAX_LENGTH = 64;

/** Statuses whose stay is paid, so a calendar event is a promise we keep. */
const CONFIRMED_STAY: readonly RentalStatus[] = ['RENTED', 'DEFAULTER', 'FINISHED'];

/** A contract exists once the provider approved the rental, even if it was cancelled afterwards. */
function hasContract(row: RentalRow): boolean {
  if (row.status === 'UNFINISHED' || row.status === 'WAITING_APPROVAL') return false;
  return row.status !== 'CANCELLED' || row.approved_at !== null;
}

/** The approved fiador as the contract qualifies them. */
function contractGuarantor(
  approved: Awaited<ReturnType<typeof findApprovedGuarantor>>,
): ContractGuarantor | null {
  if (!approved) return null;
  const { answers } = approved;
  const address = answers.address as {
    street?: string | null;
    number?: string | null;
    complement?: string | null;
    neighborhood?: string | null;
    postCode?: string | null;
    city?: { name?: string | null; stateInitials?: string | null } | null;
  };
  return {
    name: approved.name,
    cpf: approved.cpf,
    maritalStatus: (
      MARITAL_STATUS_LABELS[answers.maritalStatus as MaritalStatus] ?? answers.maritalStatus
    ).toLowerCase(),
    spouse: answers.spouse,
    address: customerAddress({
      street: address.street ?? null,
      number: address.number ?? null,
      complement: address.complement ?? null,
      neighborhood: address.neighborhood ?? null,
      postCode: address.postCode ?? null,
      cityName: address.city?.name ?? null,
      stateInitials: address.city?.stateInitials ?? null,
    }),
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A rental's contract, its simple electronic signature, the signed copy and the stay's calendar file. */
export class ContractsService {
  readonly #options: ContractsServiceOptions;

  constructor(options: ContractsServiceOptions) {
    this.#options = options;
  }

  /**
   * The contract: once signed, the very bytes that were signed (taken from the signed copy), whatever
   * changed since in the profile or the wording; before that, rendered from the current data.
   */
  async contract(userId: string, rentalId: string): Promise<DownloadFile> {
    // The fiador reads the contract they guarantee too (api.md), as the customer does.
    const row = await this.#ownOrGuaranteed(userId, rentalId);
    if (!hasContract(row)) throw contractNotReady(row.status);
    const data = await this.#contractData(row);
    const stored = await findSignedCopy(this.#options.db, row.user_id, rentalId);
    const bytes = stored ? signedContractOf(stored) : (await renderContractPdf(data)).bytes;
    return { bytes, fileName: contractFileName(data) };
  }

  /**
   * WAITING_FOR_SIGNATURE → WAITING_FOR_PAYMENT, when the contract rendered now is byte for byte the
   * one the customer was shown (its SHA-256). The contract and its signed copy are rendered first,
   * outside the transaction; the transaction then locks the rental, checks it again (a second request
   * waits here and finds it signed) and writes the evidence, the signed copy and the new status at once.
   */
  async sign(userId: string, rentalId: string, request: SignatureRequest): Promise<Rental> {
    const { db, clock, presenter } = this.#options;
    const row = await this.#own(userId, rentalId);
    if (row.status !== 'WAITING_FOR_SIGNATURE') throw await this.#whyNotSignable(row);

    const signedAt = clock.now();
    const data = await this.#contractData(row);
    const contract = await renderContractPdf(data);
    const contractSha256 = sha256(contract.bytes);
    // What is signed is what was read: a contract that changed since it was shown is not signed.
    if (request.sha256.toLowerCase() !== contractSha256) throw contractChanged();
    const ip = request.ip.slice(0, IP_MAX_LENGTH);
    const userAgent = request.userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null;
    const signedPdf = await renderSignedCopy(contract.bytes, {
      documentName: contract.name,
      signerName: data.customer.name,
      email: data.customer.email,
      cpfOrCnpj: data.customer.cpfOrCnpj,
      signedAt,
      ip,
      userAgent,
      contractSha256,
      contractBytes: contract.bytes.length,
      contractPages: contract.pageCount,
    });

    let updated: RentalRow;
    try {
      updated = await db.transaction().execute(async (trx) => {
        const current = await lockUserRental(trx, userId, rentalId);
        if (!current) throw rentalNotFound();
        if (await signatureExists(trx, rentalId)) throw contractAlreadySigned();
        if (
          current.status !== 'WAITING_FOR_SIGNATURE' ||
          !canTransition(current.status, 'WAITING_FOR_PAYMENT')
        ) {
          throw rentalNotAwaitingSignature(current.status);
        }
        await insertSignature(trx, {
          rentalId,
          userId,
          email: data.customer.email,
          signedAt,
          ip,
          userAgent,
          contractSha256,
          signedPdf,
          signedPdfSha256: sha256(signedPdf),
        });
        // The new row version still holds its nights: queue behind submissions of the apartment, as the
        // approval does, so the two exclusion checks cannot deadlock.
        await lockApartment(trx, current.apartment_id);
        // A post-paid lease (a guarantee, more than 90 nights) owes nothing before the keys: RENTED now.
        const postPaid = this.#postPaid(current);
        const signed = await updateRental(trx, rentalId, {
          status: postPaid ? 'RENTED' : 'WAITING_FOR_PAYMENT',
          signed_at: signedAt,
        });
        await this.#options.notices?.tell(trx, { event: 'CONTRACT_SIGNED', rentalId });
        if (!postPaid) return signed;
        await postPaid(trx, signed, signedAt);
        // The months set the payment type: the answer shows the row as it is now.
        return (await findUserRental(trx, userId, rentalId)) ?? signed;
      });
    } catch (error) {
      // Only if a signature got in without the row lock (it cannot through this service).
      if (isUniqueViolation(error)) throw contractAlreadySigned();
      throw error;
    }
    return presenter.one(updated);
  }

  /**
   * What a post-paid lease's signature starts; undefined when it waits for payment — every other lease, and
   * a post-paid one with a caução to pay first (its payment rents the stay: payments/deposit-credit.ts).
   */
  #postPaid(rental: RentalRow): ContractsServiceOptions['postPaidLease'] {
    return leaseRegime(rental) === 'POST_PAID' && rental.security_deposit_cents === null
      ? this.#options.postPaidLease
      : undefined;
  }

  async signedCopy(userId: string, rentalId: string): Promise<DownloadFile> {
    const row = await this.#own(userId, rentalId);
    const stored = await findSignedCopy(this.#options.db, userId, rentalId);
    if (!stored) throw contractNotSigned();
    const data = await this.#contractData(row);
    return { bytes: stored.signedPdf, fileName: contractFileName(data, { signed: true }) };
  }

  async calendar(userId: string, rentalId: string): Promise<{ text: string; fileName: string }> {
    const row = await this.#own(userId, rentalId);
    if (!CONFIRMED_STAY.includes(row.status)) throw stayNotConfirmed();
    const event = stayEvent(row, this.#options.catalog, this.#options.publicUrl);
    return { text: renderStayCalendar(event.event), fileName: event.fileName };
  }

  async #own(userId: string, rentalId: string): Promise<RentalRow> {
    const row = await findUserRental(this.#options.db, userId, rentalId);
    if (!row) throw rentalNotFound();
    return row;
  }

  async #ownOrGuaranteed(userId: string, rentalId: string): Promise<RentalRow> {
    const readable = await findReadableRental(this.#options.db, userId, rentalId);
    if (!readable) throw rentalNotFound();
    return readable.row;
  }

  async #whyNotSignable(row: RentalRow) {
    return (await signatureExists(this.#options.db, row.id))
      ? contractAlreadySigned()
      : rentalNotAwaitingSignature(row.status);
  }

  async #contractData(row: RentalRow): Promise<ContractData> {
    const { db, catalog, company, holdHours } = this.#options;
    const customer = await findCustomer(db, row.user_id);
    if (!customer) throw rentalNotFound();
    const furniture = await findModalityFurniture(db, row.modality_id);
    const guarantor = contractGuarantor(await findApprovedGuarantor(db, row.id));
    return toContractData(row, customer, catalog, { company, holdHours, furniture, guarantor });
  }
}
