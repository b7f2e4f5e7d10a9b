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

/** pg answers bytea as a Buffer, PGlite as a Uint8Array: callers always get a plain Uint8Array. */
function toBytes(value: Uint8Array): Uint8Array {
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

export interface NewSignature {
  rentalId: string;
  userId: string;
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
      user_id: signature.userId,
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

export async function signatureExists(db: Executor, rentalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('contract_signatures')
    .select('rental_id')
    .where('rental_id', '=', rentalId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface StoredSignedCopy {
  signedPdf: Uint8Array;
  contractSha256: string;
}

/** The stored signed copy of the caller's rental; undefined when unsigned or not theirs. */
export async function findSignedCopy(
  db: Executor,
  userId: string,
  rentalId: string,
): Promise<StoredSignedCopy | undefined> {
  const row = await db
    .selectFrom('contract_signatures')
    .innerJoin('rentals', 'rentals.id', 'contract_signatures.rental_id')
    .select(['contract_signatures.signed_pdf', 'contract_signatures.contract_sha256'])
    .where('contract_signatures.rental_id', '=', rentalId)
    .where('rentals.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { signedPdf: toBytes(row.signed_pdf), contractSha256: row.contract_sha256 } : undefined;
}

/** When each of `rentalIds` was signed and the hash of the contract signed, for those that were. */
export function findSignatureSummaries(
  db: Executor,
  rentalIds: readonly string[],
): Promise<{ rental_id: string; signed_at: Date; contract_sha256: string }[]> {
  return db
    .selectFrom('contract_signatures')
    .select(['rental_id', 'signed_at', 'contract_sha256'])
    .where('rental_id', 'in', [...rentalIds])
    .execute();
}
