import type { FastifyInstance } from 'fastify';
import { AccountService } from '../modules/account/service.ts';
import { auditRoutes } from '../modules/admin/audit/routes.ts';
import { AuditService } from '../modules/admin/audit/service.ts';
import { calendarRoutes } from '../modules/admin/calendar/routes.ts';
import { CalendarService } from '../modules/admin/calendar/service.ts';
import { frontDeskRoutes } from '../modules/admin/front-desk/routes.ts';
import { FrontDeskService } from '../modules/admin/front-desk/service.ts';
import { adminPaymentsRoutes } from '../modules/admin/payments/routes.ts';
import { AdminPaymentsService } from '../modules/admin/payments/service.ts';
import { pricesRoutes } from '../modules/admin/prices/routes.ts';
import { PricesService } from '../modules/admin/prices/service.ts';
import { reconciliationRoutes } from '../modules/admin/reconciliation/routes.ts';
import { ReconciliationService } from '../modules/admin/reconciliation/service.ts';
import { adminRentalsRoutes } from '../modules/admin/rentals/routes.ts';
import { AdminRentalsService } from '../modules/admin/rentals/service.ts';
import { reportsRoutes } from '../modules/admin/reports/routes.ts';
import { ReportsService } from '../modules/admin/reports/service.ts';
import { staffRoutes } from '../modules/admin/staff/routes.ts';
import { StaffService } from '../modules/admin/staff/service.ts';
import { housekeepingRoutes } from '../modules/housekeeping/routes.ts';
import { HousekeepingService } from '../modules/housekeeping/service.ts';
import { inspectionsRoutes } from '../modules/inspections/routes.ts';
import { InspectionsService } from '../modules/inspections/service.ts';
import { ledgerRoutes } from '../modules/ledger/ledger-routes.ts';
import { statementRoutes } from '../modules/ledger/statement-routes.ts';
import { StatementService } from '../modules/ledger/statement-service.ts';
import { maintenanceRoutes } from '../modules/maintenance/routes.ts';
import { MaintenanceService } from '../modules/maintenance/service.ts';
import { createSandboxReversals } from '../modules/payments/webhook/sandbox-reversals.ts';
import { retentionRoutes } from '../modules/privacy/retention-routes.ts';
import { RentalApprovalService } from '../modules/rentals/approval-service.ts';
import type { Money } from './money.ts';
import type { Platform } from './platform.ts';
import type { Stay } from './stay.ts';

// The back-office: every route needs DASH and the entry of its area (decision 0007); every action writes
// its audit entry in its own transaction. Rentals, the front desk, the calendar, housekeeping,
// inspections, maintenance, prices, payments and their reconciliation, reports, the books, the audit
// log, what the law keeps, and the staff.

export async function registerBackOffice(
  app: FastifyInstance,
  platform: Platform,
  money: Money,
  stay: Stay,
): Promise<void> {
  const { config, db, clock, catalog, uploads, mailer, notices, door, passwordHasher, sessions, limiter } =
    platform;
  const { crediting, followUps } = money;
  const adminRentals = new AdminRentalsService({
    db,
    clock,
    presenter: stay.rentalPresenter,
    approvals: new RentalApprovalService(db, stay.rentalPresenter, clock, notices),
    uploads,
  });
  await app.register(adminRentalsRoutes, { rentals: adminRentals });
  await app.register(frontDeskRoutes, {
    frontDesk: new FrontDeskService({ db, clock, catalog, rentals: adminRentals, door }),
    clock,
  });
  await app.register(calendarRoutes, { calendar: new CalendarService(db, clock) });
  await app.register(housekeepingRoutes, { housekeeping: new HousekeepingService(db, clock) });
  const inspections = new InspectionsService({
    db,
    clock,
    catalog,
    uploads,
    mailer,
    logger: app.log,
    publicUrl: config.publicUrl,
    companyName: config.company.name,
  });
  await app.register(inspectionsRoutes, { inspections });
  await app.register(maintenanceRoutes, {
    maintenance: new MaintenanceService({
      db,
      clock,
      catalog,
      uploads,
      mailer,
      publicUrl: config.publicUrl,
      contactEmail: config.contactEmail,
    }),
  });
  await app.register(pricesRoutes, { prices: new PricesService(db, clock, catalog) });
  await app.register(adminPaymentsRoutes, {
    payments: new AdminPaymentsService({
      db,
      clock,
      crediting,
      followUps,
      door,
      notices,
      sandboxReversals: money.provider.isSandbox
        ? createSandboxReversals({
            clock,
            secret: config.payments.webhookSecret,
            deliver: (payload, headers) =>
              app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers }),
          })
        : undefined,
    }),
  });
  await app.register(reconciliationRoutes, {
    reconciliation: new ReconciliationService({ db, clock, door }),
  });
  await app.register(reportsRoutes, { reports: new ReportsService(db, clock, adminRentals) });
  // The ledger read back: each rental's statement, the trial balance and the journal (issue 26).
  await app.register(statementRoutes, {
    statements: new StatementService({ db, clock, company: config.company }),
    rentals: stay.rentals,
    adminRentals,
    account: new AccountService(db),
  });
  await app.register(ledgerRoutes, { db, clock });
  await app.register(auditRoutes, { audit: new AuditService(db) });
  // What the law keeps of a deleted account, and until when (decision 0018).
  await app.register(retentionRoutes, { db });
  const staff = new StaffService({
    db,
    clock,
    hasher: passwordHasher,
    sessions,
    limiter,
    mailer,
    publicUrl: config.publicUrl,
  });
  await app.register(staffRoutes, { staff });
  if (config.admin) await staff.ensureAdmin(config.admin, app.log);
}
