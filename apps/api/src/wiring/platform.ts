import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { type BackgroundTasks, createBackgroundTasks } from '../lib/background-tasks.ts';
import type { Clock } from '../lib/clock.ts';
import { createJobQueue, type JobQueueRunner } from '../lib/jobs/job-queue.ts';
import { createLogTransport, createSmtpTransport, type MailTransport } from '../lib/mail/mail-transport.ts';
import { createMailer, type Mailer } from '../lib/mail/mailer.ts';
import type { PasswordHasher } from '../lib/passwords/password-hasher.ts';
import { createDatabaseRateLimitStore } from '../lib/rate-limit/database-store.ts';
import { createMemoryRateLimitStore } from '../lib/rate-limit/memory-store.ts';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit/rate-limiter.ts';
import { createFileStorage } from '../lib/storage/create-file-storage.ts';
import { accountRoutes } from '../modules/account/routes.ts';
import { AccountService } from '../modules/account/service.ts';
import { registerAuthentication } from '../modules/auth/authenticate.ts';
import { ResetService } from '../modules/auth/reset-service.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { AuthService } from '../modules/auth/service.ts';
import { SessionService } from '../modules/auth/session-service.ts';
import { listenForCatalogChanges } from '../modules/catalog/catalog-changes.ts';
import { catalogRoutes } from '../modules/catalog/routes.ts';
import { CatalogService } from '../modules/catalog/service.ts';
import { contactRoutes } from '../modules/contact/routes.ts';
import { ContactService } from '../modules/contact/service.ts';
import { registerDoorAccess } from '../modules/door-access/door-access-module.ts';
import type { DoorAccessService } from '../modules/door-access/door-access-service.ts';
import { healthRoutes } from '../modules/health/routes.ts';
import { RentalNoticeSender } from '../modules/notifications/rental-notice-sender.ts';
import { registerRentalNoticesJob } from '../modules/notifications/rental-notices-job.ts';
import { AccountErasureService } from '../modules/privacy/erasure-service.ts';
import { PersonalDataExportService } from '../modules/privacy/export-service.ts';
import { registerFileRemovalJob } from '../modules/privacy/file-removal-job.ts';
import { privacyRoutes } from '../modules/privacy/routes.ts';
import type { RentalNotices } from '../modules/rentals/rental-notices.ts';
import { registerUploads } from '../modules/uploads/register-uploads.ts';
import type { UploadService } from '../modules/uploads/service.ts';

// What every area stands on: work after the answer, the job queue, e-mail, rate limits, sessions, the
// catalogue, uploads, the customer's e-mails at each step of a rental and the door code; and the
// modules of anyone's account: health, catalogue, sign-up and login, the account, contact forms and the
// customer's own data.

export interface PlatformOptions {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  passwordHasher: PasswordHasher;
}

export interface Platform extends PlatformOptions {
  tasks: BackgroundTasks;
  jobQueue: JobQueueRunner;
  mailTransport: MailTransport;
  mailer: Mailer;
  limiter: RateLimiter;
  sessions: SessionService;
  catalog: CatalogService;
  uploads: UploadService;
  /** The customer's e-mails at each step of a rental: a `rental.notify` job enqueued with the step. */
  notices: RentalNotices;
  /** The door code as a credential: grants and revocations sent to the building's lock (decision 0019). */
  door: DoorAccessService;
}

export async function registerPlatform(app: FastifyInstance, options: PlatformOptions): Promise<Platform> {
  const { config, db, clock, passwordHasher } = options;
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
  // The customer's own data (LGPD art. 18): the copy and the deletion (decision 0018).
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

  const notices = registerRentalNoticesJob(
    jobQueue,
    new RentalNoticeSender({ db, mailer, catalog, publicUrl: config.publicUrl, holdHours: config.holdHours }),
  );
  const door = await registerDoorAccess(app, { db, clock, queue: jobQueue, limiter });
  return {
    ...options,
    tasks,
    jobQueue,
    mailTransport,
    mailer,
    limiter,
    sessions,
    catalog,
    uploads,
    notices,
    door,
  };
}
