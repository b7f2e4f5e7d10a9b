import type { AdminRentalSort, RentalStatus, SortOrder } from '@estadia/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { ContractSignatureRow, Database, RentalRow } from '../../../db/schema.ts';

// Every customer's rentals, as the back-office looks for them.

export interface AdminRentalFilters {
  status?: RentalStatus;
  projectId?: string;
  /** Rentals with a night between from and to (both included). */
  from?: string;
  to?: string;
  q?: string;
}

export interface CustomerColumns {
  customer_name: string;
  customer_email: string;
}

export type RentalWithCustomer = RentalRow & CustomerColumns;

// Capitals too: lower() leaves accented capitals alone under the C collation (the embedded database).
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents, the same way in SQL and here, so 'JOAO' finds 'João'. */
export function searchableText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filtered(db: Executor, filters: AdminRentalFilters) {
  let query = db.selectFrom('rentals').innerJoin('users', 'users.id', 'rentals.user_id');
  if (filters.status) query = query.where('rentals.status', '=', filters.status);
  if (filters.projectId) query = query.where('rentals.project_id', '=', filters.projectId);
  if (filters.to) query = query.where('rentals.start_date', '<=', filters.to);
  if (filters.from) query = query.where('rentals.end_date', '>', filters.from);
  const q = filters.q?.trim();
  if (q) query = whereCustomerMatches(query, q);
  return query;
}

/** The customer's name (accents and case ignored), e-mail, or CPF/CNPJ (digits, any mask) contains `q`. */
function whereCustomerMatches<O>(query: SelectQueryBuilder<Database, 'rentals' | 'users', O>, q: string) {
  const name = containing(searchableText(q));
  const digits = q.replace(/\D/g, '');
  return query.where((eb) =>
    eb.or([
      eb(sql`translate(lower(users.name), ${ACCENTED}, ${PLAIN})`, 'like', name),
      eb(sql`lower(users.email)`, 'like', containing(q.toLowerCase())),
      ...(digits.length >= 3 ? [eb('users.cpf_or_cnpj', 'like', containing(digits))] : []),
    ]),
  );
}

export async function countAdminRentals(db: Executor, filters: AdminRentalFilters): Promise<number> {
  const { count } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const SORT_COLUMNS = {
  createdDate: sql`rentals.created_at`,
  startDate: sql`rentals.start_date`,
  status: sql`rentals.status`,
  customer: sql`lower(users.name)`,
} satisfies Record<AdminRentalSort, unknown>;

/** A page of rentals with their customers, in the order asked; the newest break ties. */
export function findAdminRentals(
  db: Executor,
  filters: AdminRentalFilters,
  order: { sort: AdminRentalSort; order: SortOrder },
  page: { offset: number; limit: number },
): Promise<RentalWithCustomer[]> {
  return filtered(db, filters)
    .selectAll('rentals')
    .select(['users.name as customer_name', 'users.email as customer_email'])
    .orderBy(SORT_COLUMNS[order.sort], order.order)
    .orderBy('rentals.created_at', 'desc')
    .orderBy('rentals.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Rentals of these statuses with their customers, by the given date column (the dashboard's lists). */
export function findRentalsWithCustomers(
  db: Executor,
  where: { statuses: readonly RentalStatus[]; column?: 'start_date' | 'end_date'; day?: string },
  limit: number,
): Promise<RentalWithCustomer[]> {
  let query = db
    .selectFrom('rentals')
    .innerJoin('users', 'users.id', 'rentals.user_id')
    .selectAll('rentals')
    .select(['users.name as customer_name', 'users.email as customer_email'])
    .where('rentals.status', 'in', [...where.statuses]);
  if (where.column && where.day) query = query.where(`rentals.${where.column}`, '=', where.day);
  return query.orderBy('rentals.created_at', 'asc').orderBy('rentals.id').limit(limit).execute();
}

export function findRentalWithCustomer(db: Executor, id: string): Promise<RentalWithCustomer | undefined> {
  return db
    .selectFrom('rentals')
    .innerJoin('users', 'users.id', 'rentals.user_id')
    .selectAll('rentals')
    .select(['users.name as customer_name', 'users.email as customer_email'])
    .where('rentals.id', '=', id)
    .executeTakeFirst();
}

export type ContractEvidenceRow = Omit<ContractSignatureRow, 'signed_pdf'>;

/** Each party's signature evidence, in order, without the signed PDFs' bytes. */
export function findContractEvidence(db: Executor, rentalId: string): Promise<ContractEvidenceRow[]> {
  return db
    .selectFrom('contract_signatures')
    .select([
      'rental_id',
      'role',
      'user_id',
      'signer_name',
      'signer_document',
      'email',
      'signed_at',
      'ip',
      'user_agent',
      'contract_sha256',
      'signed_pdf_sha256',
    ])
    .where('rental_id', '=', rentalId)
    .orderBy('signed_at')
    .execute();
}

/** The signed copy as it stands: the last signature's, listing each party. */
export async function findSignedContractPdf(db: Executor, rentalId: string): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('contract_signatures')
    .select('signed_pdf')
    .where('rental_id', '=', rentalId)
    .orderBy('signed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.signed_pdf;
}

/** The customer has a rental of these statuses with a day between `from` and `to` (check-out day included). */
export async function hasStayWithin(
  db: Executor,
  userId: string,
  window: { from: string; to: string },
  statuses: readonly RentalStatus[],
): Promise<boolean> {
  const row = await db
    .selectFrom('rentals')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', [...statuses])
    .where('start_date', '<=', window.to)
    .where('end_date', '>=', window.from)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
