import type { Rental, RentalStatus } from '@estadia/domain';
import type { RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { findReadableRental, guarantorView } from '../guarantees/queries.ts';
import { findUserRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { RentalPresenter } from '../rentals/rental-presenter.ts';
import { renderStayCalendar } from './calendar-ics.ts';
import { loadContractData } from './contract-data-loader.ts';
import { contractNotReady, contractNotSigned, stayNotConfirmed } from './contract-errors.ts';
import { contractFileName, renderContractPdf } from './contract-pdf.ts';
import { ContractSigning, type ContractSigningOptions, type SignatureRequest } from './contract-signing.ts';
import { findSignedCopy } from './repository.ts';
import { signedContractOf } from './signed-copy.ts';
import { stayEvent } from './stay-event.ts';

export interface ContractsServiceOptions extends ContractSigningOptions {
  presenter: RentalPresenter;
  clock: Clock;
  /** The link to the customer's rentals in calendar events. */
  publicUrl: string;
}

export type { SignatureRequest };

export interface DownloadFile {
  bytes: Uint8Array;
  fileName: string;
}

/** Statuses whose stay is paid, so a calendar event is a promise we keep. */
const CONFIRMED_STAY: readonly RentalStatus[] = ['RENTED', 'DEFAULTER', 'FINISHED'];

/** A contract exists once the provider approved the rental, even if it was cancelled afterwards. */
function hasContract(row: RentalRow): boolean {
  if (row.status === 'UNFINISHED' || row.status === 'WAITING_APPROVAL') return false;
  return row.status !== 'CANCELLED' || row.approved_at !== null;
}

/** A rental's contract, its simple electronic signature, the signed copy and the stay's calendar file. */
export class ContractsService {
  readonly #options: ContractsServiceOptions;
  readonly #signing: ContractSigning;

  constructor(options: ContractsServiceOptions) {
    this.#options = options;
    this.#signing = new ContractSigning(options);
  }

  /**
   * The contract: once a party signed, the very bytes they signed (taken from the signed copy), whatever
   * changed since in the profile or the wording; before that, rendered from the current data. The fiador
   * reads the contract they guarantee too (api.md), as the customer does.
   */
  async contract(userId: string, rentalId: string): Promise<DownloadFile> {
    const row = await this.#readable(userId, rentalId);
    if (!hasContract(row)) throw contractNotReady(row.status);
    const { data } = await loadContractData(this.#options.db, this.#options, row);
    const stored = await findSignedCopy(this.#options.db, rentalId);
    const bytes = stored ? signedContractOf(stored) : (await renderContractPdf(data)).bytes;
    return { bytes, fileName: contractFileName(data) };
  }

  /**
   * The party's signature (contract-signing.ts): WAITING_FOR_SIGNATURE → WAITING_FOR_PAYMENT (or RENTED, a
   * post-paid lease) with the last party's. The fiador is answered the rental as they see it.
   */
  async sign(userId: string, rentalId: string, request: SignatureRequest): Promise<Rental> {
    const row = await this.#signing.sign(userId, rentalId, request, this.#options.clock.now());
    const rental = await this.#options.presenter.one(row);
    return row.user_id === userId ? rental : guarantorView(rental);
  }

  /** The signed copy as it stands: the contract, then the evidence page listing each party who signed. */
  async signedCopy(userId: string, rentalId: string): Promise<DownloadFile> {
    const row = await this.#readable(userId, rentalId);
    const stored = await findSignedCopy(this.#options.db, rentalId);
    if (!stored) throw contractNotSigned();
    const { data } = await loadContractData(this.#options.db, this.#options, row);
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

  async #readable(userId: string, rentalId: string): Promise<RentalRow> {
    const readable = await findReadableRental(this.#options.db, userId, rentalId);
    if (!readable) throw rentalNotFound();
    return readable.row;
  }
}
