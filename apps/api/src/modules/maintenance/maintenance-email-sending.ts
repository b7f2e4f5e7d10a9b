import type { Executor } from '../../db/executor.ts';
import type { MaintenanceRequestRow, RentalRow } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { webLinks } from '../notifications/email-format.ts';
import { findCustomer } from '../notifications/queries.ts';
import { staySummary } from '../notifications/stay-summary.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import {
  maintenanceChangedEmail,
  maintenanceCommentEmail,
  newMaintenanceStaffEmail,
} from './maintenance-email.ts';
import { findRentalById, findUserNames } from './repository.ts';

// Who is told of what happens to a request, in the transaction that makes it happen.

export interface MaintenanceMailDeps {
  catalog: CatalogLookup;
  mailer: Mailer;
  publicUrl: string;
  /** The provider's inbox (CONTACT_EMAIL): told of every new request. */
  contactEmail: string;
}

/** The customer told of a change of status or of who is in charge. */
export async function emailMaintenanceChange(
  trx: Executor,
  { catalog, mailer, publicUrl }: MaintenanceMailDeps,
  request: MaintenanceRequestRow,
  assigneeName: string | null,
): Promise<void> {
  const rental = (await findRentalById(trx, request.rental_id)) as RentalRow;
  const customer = await findCustomer(trx, rental.user_id);
  if (!customer) return;
  await mailer.send(
    maintenanceChangedEmail({
      customer,
      stay: staySummary(rental, catalog),
      category: request.category,
      status: request.status,
      assigneeName,
      dueAt: request.due_at,
      rentalUrl: `${webLinks(publicUrl).myRentals}/${rental.id}`,
    }),
    trx,
  );
}

/** The provider's inbox told of a new request. */
export async function emailNewMaintenanceRequest(
  trx: Executor,
  { catalog, mailer, publicUrl, contactEmail }: MaintenanceMailDeps,
  request: MaintenanceRequestRow,
  rental: RentalRow,
): Promise<void> {
  const customer = await findCustomer(trx, rental.user_id);
  if (!customer) return;
  await mailer.send(
    newMaintenanceStaffEmail({
      to: contactEmail,
      customer,
      stay: staySummary(rental, catalog),
      category: request.category,
      urgency: request.urgency,
      description: request.description,
      dueAt: request.due_at,
      boardUrl: `${publicUrl.replace(/\/+$/, '')}/admin/solicitacoes`,
    }),
    trx,
  );
}

/** The customer told of a staff member's comment. */
export async function emailMaintenanceComment(
  trx: Executor,
  { catalog, mailer, publicUrl }: MaintenanceMailDeps,
  request: MaintenanceRequestRow,
  authorId: string,
  text: string,
): Promise<void> {
  const rental = (await findRentalById(trx, request.rental_id)) as RentalRow;
  const customer = await findCustomer(trx, rental.user_id);
  if (!customer) return;
  const names = await findUserNames(trx, [authorId]);
  await mailer.send(
    maintenanceCommentEmail({
      customer,
      stay: staySummary(rental, catalog),
      category: request.category,
      authorName: names.get(authorId) ?? 'Equipe',
      text,
      rentalUrl: `${webLinks(publicUrl).myRentals}/${rental.id}`,
    }),
    trx,
  );
}
