import type { ContractSignerRole } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, RentalExtensionRow, RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
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
} from '../contracts/party-signing.ts';
import { renderSignedCopy } from '../contracts/signed-copy.ts';
import type { MonthlyRegime } from '../payments/money-commands.ts';
import type { DoorAccess } from '../rentals/door-port.ts';
import { lockRental } from '../rentals/queries.ts';
import type { RentalNotices } from '../rentals/rental-notices.ts';
import { type AddendumDataOptions, loadAddendumData } from './addendum-data.ts';
import { addendumName, renderAddendumPdf } from './addendum-pdf.ts';
import { applyExtension } from './extension-credit.ts';
import {
  addendumAlreadySigned,
  addendumChanged,
  extensionNotAwaitingSignature,
  extensionNotFound,
} from './extension-errors.ts';
import { billingOf } from './extension-view.ts';
import { findExtension, lockExtension, updateExtension } from './repository.ts';
import {
  type ExtensionSignatureRecord,
  findExtensionSignatures,
  findExtensionSignedCopy,
  insertExtensionSignature,
} from './signature-repository.ts';

// The addendum's simple electronic signature, by each party from their own account, as the contract's: the
// customer always; the fiador too when they are a party to it (a fiança whose fiador signed the contract). Every
// party signs the same bytes — the first signature fixes them — and the extension moves on only when the last
// one signs.

export interface AddendumSigningOptions extends AddendumDataOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The party still to sign is e-mailed, in the signature's transaction. */
  notices?: RentalNotices;
  /** An extension with nothing to pay moves the door code's window when signed. */
  door?: DoorAccess;
  /** The added nights' months of an extension billed month by month (the payments module's). */
  extensionMonths?: (
    trx: Executor,
    rental: RentalRow,
    extension: RentalExtensionRow,
    at: Date,
    regime: MonthlyRegime,
  ) => Promise<void>;
}

/** What one signature writes, prepared outside the transaction (rendering PDFs takes a while). */
interface PreparedSignature {
  row: RentalExtensionRow;
  party: SigningParty;
  parties: SigningParty[];
  before: ExtensionSignatureRecord[];
  addendumSha256: string;
  signedPdf: Uint8Array;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
}

export class AddendumSigning {
  readonly #options: AddendumSigningOptions;

  constructor(options: AddendumSigningOptions) {
    this.#options = options;
  }

  /**
   * Signs the addendum as `role`'s party (the reader checked who `userId` is to the extension), when the addendum
   * they were shown is byte for byte the one to sign. The transaction locks the rental, then the extension,
   * checks them again and writes the evidence and the signed copy — whose evidence page lists every party so
   * far — and, with the last party, the extension's next step: awaiting payment, or the stay's at once when
   * nothing is paid at the signature.
   */
  async sign(extensionId: string, role: ContractSignerRole, request: SignatureRequest): Promise<void> {
    await signAsParty(
      () => this.#prepare(extensionId, role, request),
      (prepared) => this.#write(prepared),
      addendumAlreadySigned,
    );
  }

  async #prepare(
    extensionId: string,
    role: ContractSignerRole,
    request: SignatureRequest,
  ): Promise<PreparedSignature> {
    const { db, clock } = this.#options;
    const current = await findExtension(db, extensionId);
    if (!current) throw extensionNotFound();
    const before = await findExtensionSignatures(db, [current.id]);
    if (before.some((signature) => signature.role === role)) throw addendumAlreadySigned();
    if (current.status !== 'WAITING_FOR_SIGNATURE') throw extensionNotAwaitingSignature();
    const { data, parties } = await loadAddendumData(db, this.#options, current);
    const party = parties.find((each) => each.role === role);
    if (!party) throw extensionNotFound();
    const stored = before.length > 0 ? await findExtensionSignedCopy(db, current.id) : undefined;
    const addendum = await documentToSign(stored, () => renderAddendumPdf(data));
    // What is signed is what was read: an addendum that changed since it was shown is not signed.
    if (request.sha256.toLowerCase() !== addendum.sha256) throw addendumChanged();
    const signedAt = clock.now();
    const { ip, userAgent } = signatureOrigin(request);
    const signedPdf = await renderSignedCopy(addendum.bytes, {
      documentName: addendumName(data),
      signers: [...before.map(evidenceOf), evidenceOf({ ...party, signedAt, ip, userAgent })],
      contractSha256: addendum.sha256,
      contractBytes: addendum.bytes.length,
      contractPages: addendum.pageCount,
    });
    return {
      row: current,
      party,
      parties,
      before,
      addendumSha256: addendum.sha256,
      signedPdf,
      signedAt,
      ip,
      userAgent,
    };
  }

  #write(prepared: PreparedSignature): Promise<void> {
    const { db, notices } = this.#options;
    const { row, party, signedAt } = prepared;
    return db.transaction().execute(async (trx) => {
      // The rental, then the extension: the money path's order (the crediting path locks the same way).
      const rental = await lockRental(trx, row.rental_id);
      if (!rental) throw extensionNotFound();
      const current = await lockExtension(trx, row.id);
      const now = await findExtensionSignatures(trx, [row.id]);
      if (now.some((signature) => signature.role === party.role)) throw addendumAlreadySigned();
      if (current?.status !== 'WAITING_FOR_SIGNATURE') throw extensionNotAwaitingSignature();
      if (now.length !== prepared.before.length) throw new SignaturesMoved();
      await insertExtensionSignature(trx, {
        extensionId: row.id,
        role: party.role,
        userId: party.userId,
        signerName: party.name,
        signerDocument: party.document,
        email: party.email,
        signedAt,
        ip: prepared.ip,
        userAgent: prepared.userAgent,
        addendumSha256: prepared.addendumSha256,
        signedPdf: prepared.signedPdf,
        signedPdfSha256: sha256Hex(prepared.signedPdf),
      });
      const waiting = stillToSign(prepared.parties, [...now, party]);
      if (waiting.length > 0) {
        await notices?.tell(trx, {
          event: 'ADDENDUM_AWAITS_SIGNATURE',
          rentalId: row.rental_id,
          extensionId: row.id,
          role: waiting[0]!.role,
        });
        return;
      }
      const signed = await updateExtension(trx, row.id, {
        status: 'WAITING_FOR_PAYMENT',
        signed_at: signedAt,
      });
      // Nothing to pay, or a lease billed month by month (nothing paid at the signature): the stay's at once.
      const regime = this.#monthlyRegime(rental, signed);
      if (signed.difference_cents === 0 || regime) {
        const applied = await applyExtension(trx, signed, signedAt);
        if (regime) await this.#options.extensionMonths?.(trx, rental, applied, signedAt, regime);
        await this.#options.door?.sync(trx, row.rental_id, {
          id: party.userId,
          email: party.email,
          ip: prepared.ip,
        });
      }
    });
  }

  /**
   * How the extension's difference is billed (the domain's extensionBilling, decided on the day it was asked
   * for, as its addendum states): never ahead of what the law allows. Undefined when it is paid at once (or
   * when no writer of the months is wired).
   */
  #monthlyRegime(rental: RentalRow, extension: RentalExtensionRow): MonthlyRegime | undefined {
    if (!this.#options.extensionMonths) return undefined;
    const billing = billingOf(extension, rental);
    return billing === 'AT_ONCE' ? undefined : billing;
  }
}
