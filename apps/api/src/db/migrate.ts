import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
} from 'kysely';
import { initialSchema } from './migrations/202601120900-initial-schema.ts';
import { accountsSchema } from './migrations/202601130900-accounts.ts';
import { rentalHolds } from './migrations/202601141000-rental-holds.ts';
import { contractsAndPayments } from './migrations/202611240900-contracts-and-payments.ts';
import { backOffice } from './migrations/202611241200-back-office.ts';
import { moneyReconciliation } from './migrations/202611261000-money-reconciliation.ts';
import { jobQueue } from './migrations/202611261100-job-queue.ts';
import { outboxOnJobQueue } from './migrations/202611261101-outbox-on-job-queue.ts';
import { appendOnlySignatures } from './migrations/202611261102-append-only-signatures.ts';
import { mercadoPagoCharges } from './migrations/202611261200-mercado-pago-charges.ts';
import { stayGuestsAndFrontDesk } from './migrations/202611261400-stay-guests-and-front-desk.ts';
import { housekeeping } from './migrations/202611261500-housekeeping.ts';
import { inspections } from './migrations/202611261501-inspections.ts';
import { maintenanceRequests } from './migrations/202611261600-maintenance-requests.ts';
import { outboxMessageKey } from './migrations/202611270900-outbox-message-key.ts';
import { stayExtensions } from './migrations/202611271000-stay-extensions.ts';
import { earlyDepartures } from './migrations/202611271100-early-departures.ts';
import { staffInvitationsAcceptedFirst } from './migrations/202611280910-staff-invitations-accepted-first.ts';
import { outboxRedaction } from './migrations/202611280930-outbox-redaction.ts';
import { frontDeskReadsItsDay } from './migrations/202611280940-front-desk-reads-its-day.ts';
import { personalDataErasure } from './migrations/202611281000-personal-data-erasure.ts';
import { doorAccess } from './migrations/202611281010-door-access.ts';
import { ledgerJournal } from './migrations/202611290900-ledger-journal.ts';
import { ledgerOpeningEntries } from './migrations/202611290910-ledger-opening-entries.ts';
import { paymentPurposeAndProviderPaymentId } from './migrations/202611290920-payment-purpose-and-provider-payment-id.ts';
import { transferLetterReview } from './migrations/202611290930-transfer-letter-review.ts';
import { providerReversals } from './migrations/202611290940-provider-reversals.ts';
import { ledgerArea } from './migrations/202611290950-ledger-area.ts';
import { extensionCancelled } from './migrations/202611290960-extension-cancelled.ts';
import { rentalGuarantees } from './migrations/202611300100-rental-guarantees.ts';
import { modalitySecurityDeposit } from './migrations/202611300200-modality-security-deposit.ts';
import { rentalSecurityDeposit } from './migrations/202611300500-rental-security-deposit.ts';
import { depositSettlements } from './migrations/202611300600-deposit-settlements.ts';
import { depositYield } from './migrations/202611300700-deposit-yield.ts';
import { guarantors } from './migrations/202611300800-guarantors.ts';
import { signaturePerSigner } from './migrations/202612010900-signature-per-signer.ts';
import { signerNameKept } from './migrations/202612020900-signer-name-kept.ts';
import { cardDepositAuthorised } from './migrations/202612031000-card-deposit-authorised.ts';
import { addendumSigners } from './migrations/202612040900-addendum-signers.ts';
import type { Database } from './schema.ts';

/**
 * Every migration, by name. A name starts with its creation time (YYYYMMDDhhmm) so the order never
 * depends on this list; add new ones at the end. Listing them (instead of reading a folder) keeps
 * them inside the server bundle.
 */
const MIGRATIONS: Record<string, Migration> = {
  '202601120900-initial-schema': initialSchema,
  '202601130900-accounts': accountsSchema,
  '202601141000-rental-holds': rentalHolds,
  '202611240900-contracts-and-payments': contractsAndPayments,
  '202611241200-back-office': backOffice,
  '202611261400-stay-guests-and-front-desk': stayGuestsAndFrontDesk,
  '202611261000-money-reconciliation': moneyReconciliation,
  '202611261100-job-queue': jobQueue,
  '202611261101-outbox-on-job-queue': outboxOnJobQueue,
  '202611261102-append-only-signatures': appendOnlySignatures,
  '202611261200-mercado-pago-charges': mercadoPagoCharges,
  '202611261500-housekeeping': housekeeping,
  '202611261501-inspections': inspections,
  '202611261600-maintenance-requests': maintenanceRequests,
  '202611270900-outbox-message-key': outboxMessageKey,
  '202611271000-stay-extensions': stayExtensions,
  '202611271100-early-departures': earlyDepartures,
  '202611280930-outbox-redaction': outboxRedaction,
  '202611281010-door-access': doorAccess,
  '202611281000-personal-data-erasure': personalDataErasure,
  '202611280910-staff-invitations-accepted-first': staffInvitationsAcceptedFirst,
  '202611280940-front-desk-reads-its-day': frontDeskReadsItsDay,
  '202611290900-ledger-journal': ledgerJournal,
  '202611290930-transfer-letter-review': transferLetterReview,
  '202611290950-ledger-area': ledgerArea,
  '202611290910-ledger-opening-entries': ledgerOpeningEntries,
  '202611290920-payment-purpose-and-provider-payment-id': paymentPurposeAndProviderPaymentId,
  '202611290940-provider-reversals': providerReversals,
  '202611290960-extension-cancelled': extensionCancelled,
  '202611300100-rental-guarantees': rentalGuarantees,
  '202611300200-modality-security-deposit': modalitySecurityDeposit,
  '202611300500-rental-security-deposit': rentalSecurityDeposit,
  '202611300600-deposit-settlements': depositSettlements,
  '202611300700-deposit-yield': depositYield,
  '202611300800-guarantors': guarantors,
  '202612010900-signature-per-signer': signaturePerSigner,
  '202612020900-signer-name-kept': signerNameKept,
  '202612031000-card-deposit-authorised': cardDepositAuthorised,
  '202612040900-addendum-signers': addendumSigners,
};

class ListedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: new ListedMigrations() });
}

/** Applies the pending migrations in one transaction (all or none); throws if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results }: MigrationResultSet = await createMigrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
