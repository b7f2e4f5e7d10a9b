import { resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { type PaymentsConfig, paymentEnvShape, readPayments } from './payment-settings.ts';
import { rentalEnvShape } from './rental-settings.ts';
import { type LogLevel, readAdmin, serverEnvShape } from './server-settings.ts';
import { readStorage, type StorageConfig, storageEnvShape } from './storage-settings.ts';
import { uploadEnvShape } from './upload-settings.ts';

// The server's configuration, read once from the environment. Each area's variables are in its own
// *-settings.ts: the server's own, rentals, uploads, storage and payments.

export { ConfigError } from './config-error.ts';
export { PAYMENT_PROVIDERS, type PaymentProviderName, type PaymentsConfig } from './payment-settings.ts';
export type { LogLevel } from './server-settings.ts';

const envSchema = z.object({
  ...serverEnvShape,
  ...rentalEnvShape,
  ...uploadEnvShape,
  ...storageEnvShape,
  ...paymentEnvShape,
});

// Never echoed back in a configuration error: they may carry credentials.
const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'PAYMENT_WEBHOOK_SECRET',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; undefined means the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * Connections this process opens to the PostgreSQL server at most. Past what the server's cores can
   * run at once, more only queue inside PostgreSQL instead of here, and lengthen the slowest answers.
   */
  databasePoolSize: number;
  /** Absolute. */
  dataDir: string;
  /** Without a trailing slash. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Absolute. */
  webDistDir: string;
  /** Absolute. The back-office build, served under /admin/. */
  webAdminDistDir: string;
  /** Absolute. The web app's server entry, which renders the public pages (decision 0012). */
  webServerEntry: string;
  /** Absolute. The back-office's server entry, which renders its login page. */
  webAdminServerEntry: string;
  autoApprove: boolean;
  holdHours: number;
  /** When the periodic round runs (unpaid holds older than `holdHours` cancelled, …): a cron in Brasília's time. */
  periodicRoundCron: string;
  /** Sessions end this many hours after login, whatever the activity. */
  sessionTtlHours: number;
  /** Outgoing e-mail server; undefined: e-mail goes to the log (and, always, to the outbox table). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The provider's inbox for the contact and corporate forms. */
  contactEmail: string;
  /** The administrator created at start-up, when both variables are set. */
  admin: { email: string; password: string } | undefined;
  /** Seed the demonstration's quarter of operations once (`npm run demo`); needs `admin`. */
  demoSeed: boolean;
  /** Where rate-limit counters live: this process, or the database (several instances; the default with DATABASE_URL). */
  rateLimitStore: 'memory' | 'database';
  uploadMaxBytes: number;
  /** What one account may keep in storage (413 STORAGE_QUOTA_EXCEEDED past it). */
  uploadQuotaBytes: number;
  /** Where uploaded files live: DATA_DIR/uploads, or a bucket of an S3-compatible service (several instances). */
  storage: StorageConfig;
  /**
   * Fastify's `trustProxy`: whose X-Forwarded-For gives `request.ip` (per-IP rate limits) behind a load
   * balancer. false: the connection's own address; a list: only proxies at those IPs/CIDRs (never any).
   */
  trustProxy: false | string[];
  /** The web app shows a Google map: the Content-Security-Policy allows Google Maps' origins. */
  mapsEnabled: boolean;
  /** The housing provider: the contract's other party and the receipts' issuer. */
  company: { name: string; cnpj: string; address: string };
  payments: PaymentsConfig;
  /** A RENTED long stay with a monthly boleto this many days overdue becomes DEFAULTER. */
  defaulterGraceDays: number;
  /** The "hold about to expire" e-mail goes out this many hours before the hold ends. */
  holdReminderHours: number;
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment once. An empty variable counts as unset, so `FOO=` in a .env
 * file means "use the default". Relative paths are resolved against `cwd`.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        const shown = SECRET_VARIABLES.has(name) ? '"…"' : JSON.stringify(relevant[name] ?? '');
        return `${name}=${shown}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.data;
  const admin = readAdmin(values.ADMIN_EMAIL, values.ADMIN_PASSWORD);
  if (values.DEMO_SEED && !admin)
    throw new ConfigError([
      'DEMO_SEED: a demonstração exige ADMIN_EMAIL e ADMIN_PASSWORD (quem entra na administração)',
    ]);
  const storage = readStorage(values);
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    dataDir: resolve(cwd, values.DATA_DIR),
    // Links in e-mails must reach this very server when nothing else is said, whatever its port.
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    logLevel: values.LOG_LEVEL,
    webDistDir: resolve(cwd, values.WEB_DIST_DIR),
    webAdminDistDir: resolve(cwd, values.WEB_ADMIN_DIST_DIR),
    webServerEntry: values.WEB_SERVER_ENTRY
      ? resolve(cwd, values.WEB_SERVER_ENTRY)
      : resolve(cwd, values.WEB_DIST_DIR, '../dist-server/entry-server.js'),
    webAdminServerEntry: values.WEB_ADMIN_SERVER_ENTRY
      ? resolve(cwd, values.WEB_ADMIN_SERVER_ENTRY)
      : resolve(cwd, values.WEB_ADMIN_DIST_DIR, '../dist-admin-server/entry-server.js'),
    autoApprove: values.AUTO_APPROVE,
    holdHours: values.HOLD_HOURS,
    periodicRoundCron: values.PERIODIC_ROUND_CRON,
    sessionTtlHours: values.SESSION_TTL_HOURS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    admin,
    demoSeed: values.DEMO_SEED,
    rateLimitStore: values.RATE_LIMIT_STORE ?? (values.DATABASE_URL ? 'database' : 'memory'),
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    uploadQuotaBytes: values.UPLOAD_QUOTA_BYTES,
    mapsEnabled: values.MAPS_ENABLED,
    storage,
    trustProxy: values.TRUST_PROXY,
    company: { name: values.COMPANY_NAME, cnpj: values.COMPANY_CNPJ, address: values.COMPANY_ADDRESS },
    payments: readPayments(values),
    defaulterGraceDays: values.DEFAULTER_GRACE_DAYS,
    holdReminderHours: values.HOLD_REMINDER_HOURS,
  };
}
