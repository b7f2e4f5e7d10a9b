import type { ContractSignerRole } from '@estadia/domain';
import { sql } from 'kysely';
import { byteaBytes } from '../../db/bytea.ts';
import type { Executor } from '../../db/executor.ts';

// The addendum's signatures: one append-only row per party (migration 202612040900), each with the signed copy
// as it stood after it (the addendum's bytes, then the evidence page listing every signer so far). Two parties
// signing within the same instant are told apart by their copies: a later one lists more signers, so is longer.

const copyLength = sql<number>`octet_length(signed_pdf)`;

export interface NewExtensionSignature {
  extensionId: string;
  role: ContractSignerRole;
  userId: string;
  signerName: string;
  signerDocument: string | null;
  email: string;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
  addendumSha256: string;
  signedPdf: Uint8Array;
  signedPdfSha256: string;
}

export async function insertExtensionSignature(
  db: Executor,
  signature: NewExtensionSignature,
): Promise<void> {
  await db
    .insertInto('extension_signatures')
    .values({
      extension_id: signature.extensionId,
      role: signature.role,
      user_id: signature.userId,
      signer_name: signature.signerName,
      signer_document: signature.signerDocument,
      email: signature.email,
      signed_at: signature.signedAt,
      ip: signature.ip,
      user_agent: signature.userAgent,
      addendum_sha256: signature.addendumSha256,
      // A Buffer: both drivers take it as bytea.
      signed_pdf: Buffer.from(
        signature.signedPdf.buffer,
        signature.signedPdf.byteOffset,
        signature.signedPdf.byteLength,
      ),
      signed_pdf_sha256: signature.signedPdfSha256,
    })
    .execute();
}

/** A party's signature of an addendum, as its evidence names them. */
export interface ExtensionSignatureRecord {
  extensionId: string;
  role: ContractSignerRole;
  userId: string;
  name: string;
  document: string | null;
  email: string;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
  addendumSha256: string;
}

/** The signatures of `extensionIds`' addenda so far, each extension's in the order they were given. */
export async function findExtensionSignatures(
  db: Executor,
  extensionIds: readonly string[],
): Promise<ExtensionSignatureRecord[]> {
  if (extensionIds.length === 0) return [];
  const rows = await db
    .selectFrom('extension_signatures')
    .select([
      'extension_id',
      'role',
      'user_id',
      'signer_name',
      'signer_document',
      'email',
      'signed_at',
      'ip',
      'user_agent',
      'addendum_sha256',
    ])
    .where('extension_id', 'in', [...extensionIds])
    .orderBy('signed_at')
    .orderBy(copyLength)
    .execute();
  return rows.map((row) => ({
    extensionId: row.extension_id,
    role: row.role,
    userId: row.user_id,
    name: row.signer_name,
    document: row.signer_document,
    email: row.email,
    signedAt: row.signed_at,
    ip: row.ip,
    userAgent: row.user_agent,
    addendumSha256: row.addendum_sha256,
  }));
}

/**
 * The addendum's signed copy as it stands: the one written with the last signature, whose evidence page lists
 * every party who signed; undefined before the first.
 */
export async function findExtensionSignedCopy(
  db: Executor,
  extensionId: string,
): Promise<{ signedPdf: Uint8Array; contractSha256: string } | undefined> {
  const row = await db
    .selectFrom('extension_signatures')
    .select(['signed_pdf', 'addendum_sha256'])
    .where('extension_id', '=', extensionId)
    .orderBy('signed_at', 'desc')
    .orderBy(copyLength, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { signedPdf: byteaBytes(row.signed_pdf), contractSha256: row.addendum_sha256 } : undefined;
}
