import { createHash } from 'node:crypto';
import { CONTRACT_SIGNER_ROLE_LABELS, type ContractSignerRole } from '@estadia/domain';
import { PDFDocument } from 'pdf-lib';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { type SignerEvidence, signedContractOf } from './signed-copy.ts';

// What every document of a lease signed by each of its parties shares — the contract, an extension's addendum
// (api.md 'Guarantees and the law of the lease'): the first signature fixes the bytes every later party signs,
// each signed copy lists every party so far on its evidence page, and a signature prepared while another party
// signed is prepared again.

/** Where a signature comes from, as the request shows it. */
export interface SignatureRequest {
  /** Hex SHA-256 of the PDF the signer was shown. */
  sha256: string;
  ip: string;
  userAgent: string | undefined;
}

/** A party who signs: the customer (LOCATÁRIO) or, in a fiança, the fiador. */
export interface SigningParty {
  role: ContractSignerRole;
  userId: string;
  name: string;
  document: string | null;
  email: string;
}

/** A party's signature as its evidence page names them. */
export interface PartySignature extends Omit<SigningParty, 'userId'> {
  signedAt: Date;
  ip: string;
  userAgent: string | null;
}

/** The document a party signs: its bytes, their SHA-256 (hex) and its page count. */
export interface DocumentToSign {
  bytes: Uint8Array;
  sha256: string;
  pageCount: number;
}

/** The database's limits on the evidence columns. */
const USER_AGENT_MAX_LENGTH = 512;
const IP_MAX_LENGTH = 64;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The request's IP and browser as the evidence columns keep them. */
export function signatureOrigin(request: SignatureRequest): { ip: string; userAgent: string | null } {
  return {
    ip: request.ip.slice(0, IP_MAX_LENGTH),
    userAgent: request.userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null,
  };
}

/** A party's lines on the evidence page, named 'LOCATÁRIO', 'FIADOR'. */
export function evidenceOf(signature: PartySignature): SignerEvidence {
  return {
    role: CONTRACT_SIGNER_ROLE_LABELS[signature.role].toUpperCase(),
    signerName: signature.name,
    email: signature.email,
    cpfOrCnpj: signature.document,
    signedAt: signature.signedAt,
    ip: signature.ip,
    userAgent: signature.userAgent,
  };
}

/**
 * The bytes to sign: rendered from the data before anyone signed; once a party signed, those they signed,
 * taken back out of the stored signed copy (nothing is rendered then).
 */
export async function documentToSign(
  stored: { signedPdf: Uint8Array; contractSha256: string } | undefined,
  render: () => Promise<{ bytes: Uint8Array; pageCount: number }>,
): Promise<DocumentToSign> {
  if (stored) {
    const bytes = signedContractOf(stored);
    return {
      bytes,
      sha256: stored.contractSha256,
      pageCount: (await PDFDocument.load(bytes)).getPageCount(),
    };
  }
  const rendered = await render();
  return { bytes: rendered.bytes, sha256: sha256Hex(rendered.bytes), pageCount: rendered.pageCount };
}

/** The parties who have not signed yet, in the document's order. */
export function stillToSign<T extends { role: ContractSignerRole }>(
  parties: readonly T[],
  signed: readonly { role: ContractSignerRole }[],
): T[] {
  const signedBy = new Set(signed.map((signature) => signature.role));
  return parties.filter((party) => !signedBy.has(party.role));
}

/** Signed meanwhile by another party: the evidence page prepared misses them, so it is prepared again. */
export class SignaturesMoved extends Error {}

/**
 * One party's signature: prepared outside the transaction (rendering PDFs takes a while), then written by
 * `write`, which throws SignaturesMoved when another party signed since `prepare` read the signatures; a
 * unique violation (a second row of the same party, only without the row lock) is `alreadySigned`.
 */
export async function signAsParty<P, T>(
  prepare: () => Promise<P>,
  write: (prepared: P) => Promise<T>,
  alreadySigned: () => Error,
): Promise<T> {
  let prepared = await prepare();
  for (;;) {
    try {
      return await write(prepared);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadySigned();
      if (!(error instanceof SignaturesMoved)) throw error;
      prepared = await prepare();
    }
  }
}
