import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { AppError } from './errors.ts';
import type {} from './http/app-decorations.ts';
import { handleError } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestIdFrom } from './http/request-id.ts';
import { RequestLogController, SECRET_FREE_LOGGING } from './http/request-logging.ts';
import { registerResponseHeaders } from './http/response-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { createJobs } from './jobs.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createJobQueue } from './lib/jobs/job-queue.ts';
import { createLogTransport, createSmtpTransport } from './lib/mail/mail-transport.ts';
import { createMailer } from './lib/mail/mailer.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords/password-hasher.ts';
import { createDatabaseRateLimitStore } from './lib/rate-limit/database-store.ts';
import { createMemoryRateLimitStore } from './lib/rate-limit/memory-store.ts';
import { createRateLimiter } from './lib/rate-limit/rate-limiter.ts';
import { createFileStorage } from './lib/storage/create-file-storage.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { AccountService } from './modules/account/service.ts';
import { auditRoutes } from './modules/admin/audit/routes.ts';
import { AuditService } from './modules/admin/audit/service.ts';
import { calendarRoutes } from './modules/admin/calendar/routes.ts';
import { CalendarService } from './modules/admin/calendar/service.ts';
import { frontDeskRoutes } from './modules/admin/front-desk/routes.ts';
import { FrontDeskService } from './modules/admin/front-desk/service.ts';
import { adminPaymentsRoutes } from './modules/admin/payments/routes.ts';
import { AdminPaymentsService } from './modules/admin/payments/service.ts';
import { pricesRoutes } from './modules/admin/prices/routes.ts';
import { PricesService } from './modules/admin/prices/service.ts';
import { reconciliationRoutes } from './modules/admin/reconciliation/routes.ts';
import { ReconciliationService } from './modules/admin/reconciliation/service.ts';
import { adminRentalsRoutes } from './modules/admin/rentals/routes.ts';
import { AdminRentalsService } from './modules/admin/rentals/service.ts';
import { reportsRoutes } from './modules/admin/reports/routes.ts';
import { ReportsService } from './modules/admin/reports/service.ts';
import { staffRoutes } from './modules/admin/staff/routes.ts';
import { StaffService } from './modules/admin/staff/service.ts';
import { registerAuthentication } from './modules/auth/authenticate.ts';
import { ResetService } from './modules/auth/reset-service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { SessionService } from './modules/auth/session-service.ts';
import { listenForCatalogChanges } from './modules/catalog/catalog-changes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { ContactService } from './modules/contact/service.ts';
import { loadContractSummaries } from './modules/contracts/contract-attachments.ts';
import { contractsRoutes } from './modules/contracts/routes.ts';
import { ContractsService } from './modules/contracts/service.ts';
import { loadDoorAccess } from './modules/door-access/door-access-attachments.ts';
import { registerDoorAccess } from './modules/door-access/door-access-module.ts';
import { loadEarlyDepartures } from './modules/early-departure/early-departure-attachments.ts';
import { earlyDepartureRoutes } from './modules/early-departure/routes.ts';
import { EarlyDepartureService } from './modules/early-departure/service.ts';
import { TransferLetterReviewService } from './modules/early-departure/transfer-letter-review.ts';
import { transferLetterRoutes } from './modules/early-departure/transfer-letter-routes.ts';
import { extensionsRoutes } from './modules/extensions/routes.ts';
import { ExtensionsService } from './modules/extensions/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { housekeepingRoutes } from './modules/housekeeping/routes.ts';
import { HousekeepingService } from './modules/housekeeping/service.ts';
import { inspectionsRoutes } from './modules/inspections/routes.ts';
import { InspectionsService } from './modules/inspections/service.ts';
import { ledgerRoutes } from './modules/ledger/ledger-routes.ts';
import { statementRoutes } from './modules/ledger/statement-routes.ts';
import { StatementService } from './modules/ledger/statement-service.ts';
import { maintenanceRoutes } from './modules/maintenance/routes.ts';
import { MaintenanceService } from './modules/maintenance/service.ts';
import { RentalNotifier } from './modules/notifications/rental-notifier.ts';
import { registerRentalNotifyJob } from './modules/notifications/rental-notify-job.ts';
import { BoletoIssuance, issueWindowDays } from './modules/payments/boleto-issuance.ts';
import { PaymentCrediting } from './modules/payments/crediting.ts';
import { createMoneyFollowUps } from './modules/payments/money-followups.ts';
import { loadRentalPayments } from './modules/payments/payments-attachments.ts';
import { createPaymentsSettlement } from './modules/payments/payments-settlement.ts';
import { ProviderReversals } from './modules/payments/provider-reversals.ts';
import { createPaymentProvider } from './modules/payments/providers/create-payment-provider.ts';
import { markCardDeclined } from './modules/payments/providers/mercado-pago/mercado-pago-declines.ts';
import { MercadoPagoProvider } from './modules/payments/providers/mercado-pago/mercado-pago-provider.ts';
import { mercadoPagoWebhookRoutes } from './modules/payments/providers/mercado-pago/mercado-pago-webhook-routes.ts';
import { createSandboxBank } from './modules/payments/providers/sandbox-bank.ts';
import { SandboxPaymentProvider } from './modules/payments/providers/sandbox-provider.ts';
import { RefundRunner } from './modules/payments/refunds/refund-runner.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { PaymentsService } from './modules/payments/service.ts';
import { createSandboxReversals } from './modules/payments/webhook/sandbox-reversals.ts';
import { paymentWebhookRoutes } from './modules/payments/webhook/webhook-routes.ts';
import { AccountErasureService } from './modules/privacy/erasure-service.ts';
import { PersonalDataExportService } from './modules/privacy/export-service.ts';
import { registerFileRemovalJob } from './modules/privacy/file-removal-job.ts';
import { retentionRoutes } from './modules/privacy/retention-routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { RentalApprovalService } from './modules/rentals/approval-service.ts';
import { RentalPresenter } from './modules/rentals/rental-presenter.ts';
import { rentalsRoutes } from './modules/rentals/routes.ts';
import { RentalsService } from './modules/rentals/service.ts';
import { stayRoutes } from './modules/stay/routes.ts';
import { StayService } from './modules/stay/service.ts';
import { registerUploads } from './modules/uploads/register-uploads.ts';

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Where JSON log lines go: the server's log destination, a test's capture; pino's stdout when omitted. */
  logStream?: { write(line: string): void };
  /** "Now" for every rule that depends on time (sessions, reset codes, rate limits); system time by default. */
  clock?: Clock;
  /** Production scrypt cost by default; tests pass a cheaper one. */
  passwordHasher?: PasswordHasher;
}

/** Routes that are part of the public contract (not hidden from the OpenAPI document). */
export interface ApiRoute {
  method: string;
  url: string;
}

/**
 * The whole HTTP application: plugins first, then the modules, each registered explicitly below, then
 * the web app (which owns the not-found handler). Does not listen: the server (or a test) does.
 */
export async function buildApp({
  config,
  db,
  logStream,
  clock = systemClock,
  passwordHasher = createPasswordHasher(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      ...SECRET_FREE_LOGGING,
    },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    logController: new RequestLogController({ requestIdLogLabel: 'requestId' }),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    if (!route.url.startsWith('/api/') || hidden) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
  });

  registerResponseHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    maps: config.mapsEnabled,
    mercadoPago: config.payments.mercadoPago,
  });
  // A request without a body has nothing to decompress: only routes that take one get the hook.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => BODILESS_METHODS.has(method))) route.decompress = false;
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // Off by default; a route opts in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        context.statusCode,
        'RATE_LIMITED',
        `Muitas tentativas. Tente novamente em ${Math.max(1, Math.ceil(context.ttl / 1000))} segundos.`,
      ),
  });
  await registerOpenApi(app);

  // Shared services: work after the answer, e-mail (SMTP or the log; always the outbox), rate limits.
  const tasks = createBackgroundTasks(app.log);
  app.decorate('backgroundTasks', tasks);
  const jobQueue = createJobQueue({ db, clock, logger: app.log });
  app.decorate('jobQueue', jobQueue);
  const mailTransport = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createLogTransport(app.log);
  const mailer = createMailer({
    from: config.mailFrom,
    transport: mailTransport,
    db,
    queue: jobQueue,
    clock,
    logger: app.log,
  });
  const limiter = createRateLimiter(
    config.rateLimitStore === 'database' ? createDatabaseRateLimitStore(db) : createMemoryRateLimitStore(),
    clock,
  );
  // `app.authenticate` and `request.user`, for every module below.
  const sessions = new SessionService(db, clock, config.sessionTtlHours);
  registerAuthentication(app, sessions);

  // Modules.
  const catalog = await CatalogService.load(db);
  if (config.databaseUrl) {
    // Other instances change prices too: each one tells the others through PostgreSQL.
    const changes = await listenForCatalogChanges({
      connectionString: config.databaseUrl,
      reload: () => catalog.reload(),
      logger: app.log,
    });
    app.addHook('onClose', () => changes.close());
  }
  await app.register(healthRoutes, { db });
  await app.register(catalogRoutes, { catalog });

  const accountDeps = {
    db,
    clock,
    hasher: passwordHasher,
    sessions,
    limiter,
    mailer,
    publicUrl: config.publicUrl,
  };
  const auth = new AuthService({ ...accountDeps, logger: app.log });
  const reset = new ResetService({ ...accountDeps, tasks, auth, logger: app.log });
  await app.register(authRoutes, { auth, reset });
  await app.register(accountRoutes, { account: new AccountService(db) });
  const uploads = await registerUploads(app, { db, clock, config, limiter, queue: jobQueue });
  const contact = new ContactService({ db, mailer, limiter, contactEmail: config.contactEmail });
  await app.register(contactRoutes, { contact });
  // Payments: the provider behind its port, the one crediting path, and the signed webhook into it.
  const paymentProvider = createPaymentProvider(config.payments, {
    clock,
    sandbox: () => new SandboxPaymentProvider(config.payments),
  });
  // The customer's e-mails at each step of a rental: a `rental.notify` job enqueued with the step.
  const notices = registerRentalNotifyJob(
    jobQueue,
    new RentalNotifier({ db, mailer, catalog, publicUrl: config.publicUrl, holdHours: config.holdHours }),
  );
  // The door code as a credential: grants and revocations sent to the building's lock (decision 0019).
  const door = await registerDoorAccess(app, { db, clock, queue: jobQueue, limiter });
  // What follows a change of money: refunds delivered, months issued, voids; jobs of the queue.
  const refunds = new RefundRunner({ db, clock, provider: paymentProvider, logger: app.log });
  const issuance = new BoletoIssuance({
    db,
    clock,
    provider: paymentProvider,
    logger: app.log,
    daysAhead: config.payments.boletoIssueDaysAhead,
    queue: jobQueue,
    notices,
  });
  const moneyFollowUps = createMoneyFollowUps({
    queue: jobQueue,
    clock,
    provider: paymentProvider,
    refunds,
    issuance,
  });
  moneyFollowUps.register();
  const crediting = new PaymentCrediting({
    db,
    clock,
    provider: paymentProvider,
    logger: app.log,
    notices,
    followUps: moneyFollowUps,
    door,
  });
  // Chargebacks and refunds made in the provider's panel: entries, cases and the stay's move (decision 0013).
  const reversals = new ProviderReversals({
    db,
    clock,
    followUps: moneyFollowUps,
    logger: app.log,
    door,
    notices,
  });
  if (paymentProvider instanceof MercadoPagoProvider && config.payments.mercadoPago) {
    // Only Mercado Pago's own notifications, read back from its API, credit anything: the generic
    // secret-signed webhook is not registered (404).
    await app.register(mercadoPagoWebhookRoutes, {
      provider: paymentProvider,
      webhookSecret: config.payments.mercadoPago.webhookSecret,
      clock,
      credit: (confirmation) => crediting.credit({ ...confirmation, via: 'WEBHOOK' }),
      declined: (paymentId, reason) => markCardDeclined(db, paymentId, reason),
      reversed: (reversal) => reversals.record(reversal),
    });
  } else {
    await app.register(paymentWebhookRoutes, {
      crediting,
      secret: config.payments.webhookSecret,
      clock,
      providerName: paymentProvider.name,
      reversals,
    });
  }
  const sandboxBank = paymentProvider.isSandbox
    ? createSandboxBank({
        clock,
        secret: config.payments.webhookSecret,
        deliver: (payload, headers) =>
          app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers }),
      })
    : undefined;
  const payments = new PaymentsService({
    db,
    clock,
    provider: paymentProvider,
    catalog,
    tasks,
    logger: app.log,
    pixExpiryMinutes: config.payments.pix.expiryMinutes,
    company: config.company,
    sandboxBank,
    notices,
    followUps: moneyFollowUps,
    issueWindowDays: issueWindowDays(config.payments.boletoIssueDaysAhead, paymentProvider),
  });
  await app.register(paymentsRoutes, { payments, limiter });
  // 'Prorrogar estadia': the extension holds its nights, its addendum is signed, its difference paid.
  const extensions = new ExtensionsService({
    db,
    catalog,
    clock,
    company: config.company,
    holdHours: config.holdHours,
    door,
  });
  await app.register(extensionsRoutes, { extensions, payments, limiter });

  // Contracts and payments add their part of a rental's answer through the presenter's loaders.
  const rentalPresenter = new RentalPresenter(
    db,
    catalog,
    [loadContractSummaries, loadRentalPayments, loadEarlyDepartures, loadDoorAccess],
    config.holdHours,
  );
  const { autoApprove } = config;
  const rentals = new RentalsService({
    db,
    catalog,
    presenter: rentalPresenter,
    clock,
    autoApprove,
    settlement: createPaymentsSettlement({ followUps: moneyFollowUps }),
    notices,
    door,
  });
  await app.register(rentalsRoutes, { rentals, limiter });
  const contracts = new ContractsService({
    db,
    catalog,
    presenter: rentalPresenter,
    clock,
    company: config.company,
    holdHours: config.holdHours,
    publicUrl: config.publicUrl,
    notices,
  });
  await app.register(contractsRoutes, { contracts });
  // The stay after payment: who stays and the arrival.
  await app.register(stayRoutes, {
    stay: new StayService({ db, catalog, presenter: rentalPresenter, clock }),
  });
  // 'Antecipar saída': a paid stay shortened by its customer, priced by the domain's one rule.
  await app.register(earlyDepartureRoutes, {
    earlyDepartures: new EarlyDepartureService({
      db,
      clock,
      catalog,
      presenter: rentalPresenter,
      followUps: moneyFollowUps,
      mailer,
      publicUrl: config.publicUrl,
      door,
    }),
  });
  // Staff check the transfer letter of an early departure before its fine is given back (decision 0016).
  await app.register(transferLetterRoutes, {
    reviews: new TransferLetterReviewService({
      db,
      clock,
      followUps: moneyFollowUps,
      mailer,
      publicUrl: config.publicUrl,
    }),
  });

  // The back-office: every route needs DASH and the entry of its area (decision 0007); every action
  // writes its audit entry in its own transaction.
  const adminRentals = new AdminRentalsService({
    db,
    clock,
    presenter: rentalPresenter,
    approvals: new RentalApprovalService(db, rentalPresenter, clock, notices),
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
      followUps: moneyFollowUps,
      door,
      notices,
      sandboxReversals: paymentProvider.isSandbox
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
    rentals,
    adminRentals,
    account: new AccountService(db),
  });
  await app.register(ledgerRoutes, { db, clock });
  await app.register(auditRoutes, { audit: new AuditService(db) });
  // The customer's own data (LGPD art. 18): the copy, the deletion, and what the law keeps (decision 0018).
  registerFileRemovalJob(jobQueue, createFileStorage(config));
  await app.register(privacyRoutes, {
    exporter: new PersonalDataExportService({
      db,
      clock,
      account: new AccountService(db),
      publicUrl: config.publicUrl,
    }),
    erasure: new AccountErasureService({ db, clock, hasher: passwordHasher, limiter, queue: jobQueue }),
    clock,
  });
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

  const jobs = createJobs({
    db,
    clock,
    money: { issuance, refunds, followUps: moneyFollowUps },
    logger: app.log,
    notices,
    door,
    holdHours: config.holdHours,
    holdReminderHours: config.holdReminderHours,
    defaulterGraceDays: config.defaulterGraceDays,
    intervalMs: config.holdExpiryIntervalSeconds * 1000,
  });
  app.decorate('jobs', jobs);
  // In this order, before the server destroys the database: no new round, then no work left behind.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await jobQueue.stop();
    await tasks.drain();
    mailTransport.close();
  });

  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    webAdminDistDir: config.webAdminDistDir,
    webServerEntry: config.webServerEntry,
    webAdminServerEntry: config.webAdminServerEntry,
    catalog,
    publicUrl: config.publicUrl,
  });
  return app;
}
