import { canTransition } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, RentalRow } from '../../db/schema.ts';
import { findReadableRental } from '../guarantees/queries.ts';
import { updateRental } from '../rentals/commands.ts';
import { leaseRegime } from '../rentals/lease-regime.ts';
import { findRental, lockApartment, lockRental } from '../rentals/queries.ts';
import { rentalNotFound } from '../rentals/rental-errors.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import { type ContractDataOptions, loadContractData } from './contract-data-loader.ts';
import { contractAlreadySigned, contractChanged, rentalNotAwaitingSignature } from './contract-errors.ts';
import { contractName, renderContractPdf } from './contract-pdf.ts';
import {
  documentToSign,
  evidenceOf,
  type SignatureRequest,
  SignaturesMoved,
  type SigningParty,
  sha256Hex,
  signAsParty,
  signatureOrigin,
  stillToSign,
} from './party-signing.ts';
import { findSignatures, findSignedCopy, insertSignature, type SignatureRecord } from './repository.ts';
import { renderSignedCopy } from './signed-copy.ts';

// The contract's simple electronic signature, by each party from their own account (api.md 'Guarantees and
// the law of the lease'): the customer always; in a fiança, the fiador staff approved. Every party signs the
// same bytes — the first signature fixes them — and the rental leaves WAITING_FOR_SIGNATURE only when the
// last one signs.

export interface ContractSigningOptions extends ContractDataOptions {
  db: Kysely<Database>;
  /** The customer's e-mails of the signature, enqueued in its transaction. */
  notices?: RentalNotices;
  /**
   * What a post-paid lease's signature starts, in its transaction: its months (the payments module) and
   * its door (the door-access module). Without it, every lease waits for a payment.
   */
  postPaidLease?: (trx: Executor, rental: RentalRow, at: Date) => Promise<void>;
}

export type { SignatureRequest } from './party-signing.ts';

/** What one signature writes, prepared outside the transaction (rendering PDFs takes a while). */
interface PreparedSignature {
  row: RentalRow;
  party: SigningParty;
  parties: SigningParty[];
  before: SignatureRecord[];
  contractSha256: string;
  signedPdf: Uint8Array;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
}

export class ContractSigning {
  readonly #options: ContractSigningOptions;

  constructor(options: ContractSigningOptions) {
    this.#options = options;
  }

  /**
   * Signs the contract as `userId`'s party, when the contract they were shown is byte for byte the one to sign
   * (its SHA-256): the one rendered now before anyone signed, the one the first party signed after. The
   * transaction locks the rental, checks it again (a second request waits and finds it signed) and writes
   * the evidence and the signed copy — whose evidence page lists every party so far — and, with the last
   * party, the new status. Answers the rental row as it is after.
   */
  async sign(userId: string, rentalId: string, request: SignatureRequest, at: Date): Promise<RentalRow> {
    return signAsParty(
      () => this.#prepare(userId, rentalId, request, at),
      (prepared) => this.#write(prepared),
      contractAlreadySigned,
    );
  }

  async #prepare(
    userId: string,
    rentalId: string,
    request: SignatureRequest,
    signedAt: Date,
  ): Promise<PreparedSignature> {
    const { db } = this.#options;
    const readable = await findReadableRental(db, userId, rentalId);
    if (!readable) throw rentalNotFound();
    const row = readable.row;
    const before = await findSignatures(db, rentalId);
    if (before.some((signature) => signature.userId === userId)) throw contractAlreadySigned();
    if (row.status !== 'WAITING_FOR_SIGNATURE') throw rentalNotAwaitingSignature(row.status);
    const { data, guarantor } = await loadContractData(db, this.#options, row);
    const parties: SigningParty[] = [
      {
        role: 'TENANT',
        userId: row.user_id,
        name: data.customer.name,
        document: data.customer.cpfOrCnpj,
        email: data.customer.email,
      },
    ];
    if (guarantor)
      parties.push({
        role: 'GUARANTOR',
        userId: guarantor.userId,
        name: guarantor.name,
        document: guarantor.cpf,
        email: guarantor.email,
      });
    const party = parties.find((each) => each.userId === userId);
    // A fiador no longer party to the lease (refused, or another guarantee chosen) has nothing to sign.
    if (!party) throw rentalNotAwaitingSignature(row.status);

    const stored = before.length > 0 ? await findSignedCopy(db, rentalId) : undefined;
    const contract = await documentToSign(stored, () => renderContractPdf(data));
    // What is signed is what was read: a contract that changed since it was shown is not signed.
    if (request.sha256.toLowerCase() !== contract.sha256) throw contractChanged();
    const contractSha256 = contract.sha256;
    const { ip, userAgent } = signatureOrigin(request);
    const signedPdf = await renderSignedCopy(contract.bytes, {
      documentName: contractName(data),
      signers: [...before.map(evidenceOf), evidenceOf({ ...party, signedAt, ip, userAgent })],
      contractSha256,
      contractBytes: contract.bytes.length,
      contractPages: contract.pageCount,
    });
    return { row, party, parties, before, contractSha256, signedPdf, signedAt, ip, userAgent };
  }

  #write(prepared: PreparedSignature): Promise<RentalRow> {
    const { db, notices } = this.#options;
    const { row, party, signedAt } = prepared;
    return db.transaction().execute(async (trx) => {
      const current = await lockRental(trx, row.id);
      if (!current) throw rentalNotFound();
      const now = await findSignatures(trx, row.id);
      if (now.some((signature) => signature.role === party.role)) throw contractAlreadySigned();
      if (current.status !== 'WAITING_FOR_SIGNATURE' || !canTransition(current.status, 'WAITING_FOR_PAYMENT'))
        throw rentalNotAwaitingSignature(current.status);
      if (now.length !== prepared.before.length) throw new SignaturesMoved();
      await insertSignature(trx, {
        rentalId: row.id,
        role: party.role,
        userId: party.userId,
        signerName: party.name,
        signerDocument: party.document,
        email: party.email,
        signedAt,
        ip: prepared.ip,
        userAgent: prepared.userAgent,
        contractSha256: prepared.contractSha256,
        signedPdf: prepared.signedPdf,
        signedPdfSha256: sha256Hex(prepared.signedPdf),
      });
      const waiting = stillToSign(prepared.parties, [...now, party]);
      if (waiting.length > 0) {
        await notices?.tell(trx, {
          event: 'CONTRACT_AWAITS_SIGNATURE',
          rentalId: row.id,
          role: waiting[0]!.role,
        });
        return current;
      }
      // The new row version still holds its nights: queue behind submissions of the apartment, as the
      // approval does, so the two exclusion checks cannot deadlock.
      await lockApartment(trx, current.apartment_id);
      // A post-paid lease (a guarantee, more than 90 nights) owes nothing before the keys: RENTED now.
      const postPaid = this.#postPaid(current);
      const signed = await updateRental(trx, row.id, {
        status: postPaid ? 'RENTED' : 'WAITING_FOR_PAYMENT',
        signed_at: signedAt,
      });
      await notices?.tell(trx, { event: 'CONTRACT_SIGNED', rentalId: row.id });
      if (!postPaid) return signed;
      await postPaid(trx, signed, signedAt);
      // The months set the payment type: the answer shows the row as it is now.
      return (await findRental(trx, row.id)) ?? signed;
    });
  }

  /**
   * What a post-paid lease's signature starts; undefined when it waits for payment — every other lease, and
   * a post-paid one with a caução to pay first (its payment rents the stay: payments/deposit-credit.ts).
   */
  #postPaid(rental: RentalRow): ContractSigningOptions['postPaidLease'] {
    return leaseRegime(rental) === 'POST_PAID' && rental.security_deposit_cents === null
      ? this.#options.postPaidLease
      : undefined;
  }
}
