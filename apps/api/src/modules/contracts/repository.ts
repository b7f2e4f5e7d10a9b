import type { ContractSignerRole } from '@estadia/domain';
import { byteaBytes } from '../../db/bytea.ts';
import type { Executor } from '../../db/executor.ts';
import type { UserRow } from '../../db/schema.ts';

/** The customer as the contract and its signature name them. */
export type CustomerRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'name'
  | 'cpf_or_cnpj'
  | 'rg'
  | 'rg_issuer'
  | 'rg_issuer_state'
  | 'address_street'
  | 'address_number'
  | 'address_complement'
  | 'address_post_code'
  | 'address_neighborhood'
  | 'address_city_name'
  | 'address_state_initials'
>;

const CUSTOMER_COLUMNS = [
  'id',
  'email',
  'name',
  'cpf_or_cnpj',
  'rg',
  'rg_issuer',
  'rg_issuer_state',
  'address_street',
  'address_number',
  'address_complement',
  'address_post_code',
  'address_neighborhood',
  'address_city_name',
  'address_state_initials',
] as const satisfies readonly (keyof CustomerRow)[];

export function findCustomer(db: Executor, userId: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('users').select(CUSTOMER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

export interface NewSignature {
  rentalId: string;
  role: ContractSignerRole;
  userId: string;
  signerName: string;
  signerDocument: string | null;
  email: string;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
  contractSha256: string;
  signedPdf: Uint8Array;
  signedPdfSha256: string;
}

export async function insertSignature(db: Executor, signature: NewSignature): Promise<void> {
  await db
    .insertInto('contract_signatures')
    .values({
      rental_id: signature.rentalId,
      role: signature.role,
      user_id: signature.userId,
      signer_name: signature.signerName,
      signer_document: signature.signerDocument,
      email: signature.email,
      signed_at: signature.signedAt,
      ip: signature.ip,
      user_agent: signature.userAgent,
      contract_sha256: signature.contractSha256,
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

/** A party's signature as its evidence names them (the customer's older rows take their account's name). */
export interface SignatureRecord {
  role: ContractSignerRole;
  userId: string;
  name: string;
  document: string | null;
  email: string;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
  contractSha256: string;
}

/** The rental's signatures so far, in the order they were given. */
export async function findSignatures(db: Executor, rentalId: string): Promise<SignatureRecord[]> {
  const rows = await db
    .selectFrom('contract_signatures as s')
    .select([
      's.role',
      's.user_id',
      's.signer_name',
      's.signer_document',
      's.email',
      's.signed_at',
      's.ip',
      's.user_agent',
      's.contract_sha256',
    ])
    .where('s.rental_id', '=', rentalId)
    .orderBy('s.signed_at')
    .execute();
  return rows.map((row) => ({
    role: row.role,
    userId: row.user_id,
    name: row.signer_name,
    document: row.signer_document,
    email: row.email,
    signedAt: row.signed_at,
    ip: row.ip,
    userAgent: row.user_agent,
    contractSha256: row.contract_sha256,
  }));
}

export interface StoredSignedCopy {
  signedPdf: Uint8Array;
  contractSha256: string;
}

/**
 * The rental's signed copy as it stands: the one written with the last signature, whose evidence page lists
 * every party who signed; undefined before the first.
 */
export async function findSignedCopy(db: Executor, rentalId: string): Promise<StoredSignedCopy | undefined> {
  const row = await db
    .selectFrom('contract_signatures')
    .select(['signed_pdf', 'contract_sha256'])
    .where('rental_id', '=', rentalId)
    .orderBy('signed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { signedPdf: byteaBytes(row.signed_pdf), contractSha256: row.contract_sha256 } : undefined;
}

/** Each of `rentalIds`' signatures (who, when, the contract's hash), in order, with when the rental was signed by all. */
export function findSignatureSummaries(db: Executor, rentalIds: readonly string[]) {
  return db
    .selectFrom('contract_signatures as s')
    .innerJoin('rentals as r', 'r.id', 's.rental_id')
    .select([
      's.rental_id',
      's.role',
      's.signer_name',
      's.signed_at',
      's.contract_sha256',
      'r.signed_at as all_signed_at',
    ])
    .where('s.rental_id', 'in', [...rentalIds])
    .orderBy('s.signed_at')
    .execute();
}
