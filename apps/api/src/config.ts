import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HOLD_HOURS, isValidCnpj } from '@estadia/domain';
import { z } from 'zod';
import { findPasswordWeakness, PASSWORD_WEAKNESS_MESSAGES } from './lib/passwords/password-policy.ts';
import type { S3StorageOptions } from './lib/storage/s3-file-storage.ts';
import { sandboxPaymentsEnvShape, sandboxPaymentsProblem } from './sandbox-payments-settings.ts';
import { trustProxyText } from './trust-proxy-settings.ts';
import { uploadEnvShape } from './upload-settings.ts';

// Both src/config.ts (tsx, tests) and dist/server.js (bundle) sit one folder below apps/api, so the
// same relative path reaches the built web app from either.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_WEB_ADMIN_DIST_DIR = fileURLToPath(new URL('../../web/dist-admin', import.meta.url));

export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'sim', 'nao', 'não'], {
    error: 'use true ou false',
  })
  .transform((value) => ['true', '1', 'yes', 'sim'].includes(value));

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro' })
    .min(0, { error: 'deve estar entre 0 e 65535' })
    .max(65535, { error: 'deve estar entre 0 e 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'deve ser uma URL postgres://usuario@servidor:porta/banco' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de conexões' })
    .min(1, { error: 'deve ser pelo menos 1' })
    .max(200, { error: 'deve ser no máximo 200' })
    .default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  // No default here: it follows PORT (see loadConfig).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `use um de: ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  WEB_ADMIN_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_ADMIN_DIST_DIR),
  // No default here: it follows WEB_DIST_DIR (see loadConfig).
  WEB_SERVER_ENTRY: z.string().min(1).optional(),
  // Follows WEB_ADMIN_DIST_DIR in the same way.
  WEB_ADMIN_SERVER_ENTRY: z.string().min(1).optional(),
  AUTO_APPROVE: booleanText.default(true),
  HOLD_HOURS: z.coerce
    .number({ error: 'deve ser um número' })
    .positive({ error: 'deve ser maior que zero' })
    .max(24 * 60, { error: 'deve ser no máximo 1440 (60 dias)' })
    // The cancellation policy states this default on the web; the contract states the configured value.
    .default(DEFAULT_HOLD_HOURS),
  HOLD_EXPIRY_INTERVAL_SECONDS: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro' })
    .min(1, { error: 'deve ser pelo menos 1' })
    .max(86_400, { error: 'deve ser no máximo 86400 (1 dia)' })
    .default(60),
  SESSION_TTL_HOURS: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de horas' })
    .min(1, { error: 'deve ser pelo menos 1' })
    .max(24 * 365, { error: 'deve ser no máximo 8760 (um ano)' })
    .default(720),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'deve ser uma URL smtp://usuario:senha@servidor:porta ou smtps://…' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'deve ser um endereço, como Estadia <nao-responda@estadia.com.br>',
    })
    .default('Estadia <nao-responda@estadia.com.br>'),
  CONTACT_EMAIL: z.email({ error: 'deve ser um e-mail' }).default('contato@estadia.com.br'),
  ADMIN_EMAIL: z.email({ error: 'deve ser um e-mail' }).toLowerCase().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  // `npm run demo` sets it: a quarter of demonstration data seeded once into DATA_DIR (never the real one).
  DEMO_SEED: booleanText.default(false),
  // No default here: `database` when DATABASE_URL is set (several instances share the limits), else memory.
  RATE_LIMIT_STORE: z.enum(['memory', 'database'], { error: 'use memory ou database' }).optional(),
  ...uploadEnvShape,
  STORAGE: z.enum(['local', 's3'], { error: 'use local ou s3' }).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/, {
      error: 'deve ser o nome de um bucket, sem barras nem espaços',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'deve ser uma região, como us-east-1 (auto no Cloudflare R2)' })
    .default('us-east-1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…, como http://minio:9000' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^\/*[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/*$/, {
      error: 'deve ser um caminho como estadia/uploads/ (letras, números, ".", "-", "_" e "/")',
    })
    // Always a folder: 'estadia/uploads' and '/estadia/uploads/' both become 'estadia/uploads/'.
    .transform((prefix) => `${prefix.replace(/^\/+|\/+$/g, '')}/`)
    .optional(),
  TRUST_PROXY: trustProxyText.default(false),
  // Set with a real VITE_MAPS_API_KEY in the web build: the CSP then lets the Google Maps script in.
  MAPS_ENABLED: booleanText.default(false),
  // The housing provider, as the contract and the receipts name it.
  COMPANY_NAME: z.string().trim().min(2).max(120).default('Estadia Locações Ltda.'),
  COMPANY_CNPJ: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .refine(isValidCnpj, { error: 'deve ser um CNPJ válido (14 dígitos com dígitos verificadores)' })
    .default('11222333000181'),
  COMPANY_ADDRESS: z
    .string()
    .trim()
    .min(5)
    .max(200)
    .default('Avenida Rondon Pacheco, 1000, Santa Mônica, Uberlândia - MG, 38408-343'),
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: `use ${PAYMENT_PROVIDERS.join(' ou ')}` })
    .default('sandbox'),
  ...sandboxPaymentsEnvShape,
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, { error: 'deve ter pelo menos 16 caracteres' }).optional(),
  PIX_KEY: z
    .string()
    .trim()
    .min(1)
    .max(77, { error: 'deve ter no máximo 77 caracteres (chave Pix)' })
    .default('pix@estadia.com.br'),
  PIX_MERCHANT_NAME: z.string().trim().min(1).default('Estadia Locacoes'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).default('Uberlandia'),
  PIX_EXPIRY_MINUTES: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de minutos' })
    .min(1, { error: 'deve ser pelo menos 1' })
    .max(7 * 24 * 60, { error: 'deve ser no máximo 10080 (7 dias)' })
    .default(30),
  BOLETO_BANK_CODE: z
    .string()
    .regex(/^\d{3}$/, { error: 'deve ser o código de 3 dígitos do banco (ex.: 001)' })
    .default('001'),
  BOLETO_ISSUE_DAYS_AHEAD: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de dias' })
    .min(1, { error: 'deve ser pelo menos 1' })
    .max(60, { error: 'deve ser no máximo 60' })
    .default(10),
  DEFAULTER_GRACE_DAYS: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de dias' })
    .min(0, { error: 'deve ser pelo menos 0' })
    .max(60, { error: 'deve ser no máximo 60' })
    .default(5),
  HOLD_REMINDER_HOURS: z.coerce
    .number({ error: 'deve ser um número' })
    .positive({ error: 'deve ser maior que zero' })
    .max(24 * 60, { error: 'deve ser no máximo 1440' })
    .default(6),
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(10).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(8).optional(),
  // Public by design (Mercado Pago's browser SDK ships it); only card payments need it.
  MERCADOPAGO_PUBLIC_KEY: z.string().min(10).optional(),
  MERCADOPAGO_API_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.mercadopago.com'),
  // MercadoPago.js v2, which tokenises cards in the browser; a local stand-in in tests (no internet).
  MERCADOPAGO_JS_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…' })
    .default('https://sdk.mercadopago.com/js/v2'),
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

export type LogLevel = (typeof LOG_LEVELS)[number];

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
  /** How often unpaid holds older than `holdHours` are looked for and cancelled. */
  holdExpiryIntervalSeconds: number;
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
  storage: { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions);
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

export interface PaymentsConfig {
  provider: PaymentProviderName;
  /**
   * HMAC key of the X-Signature of POST /api/payments/webhook. Unset: a random one per process, which
   * is enough for the sandbox (its confirmations come from this very process).
   */
  webhookSecret: string;
  pix: { key: string; merchantName: string; merchantCity: string; expiryMinutes: number };
  boletoBankCode: string;
  /** A later month of a monthly boleto is issued this many days before it is due (capped by the provider). */
  boletoIssueDaysAhead: number;
  mercadoPago:
    | {
        accessToken: string;
        webhookSecret: string;
        apiUrl: string;
        /** MercadoPago.js tokenises cards with it; without it, Pix and boleto still work and a card is refused. */
        publicKey: string | undefined;
        /** Where the browser loads MercadoPago.js from (its origin joins the CSP). */
        jsUrl: string;
      }
    | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      [
        'Configuração inválida (invalid configuration):',
        ...problems.map((problem) => `  • ${problem}`),
        'Corrija as variáveis de ambiente acima e inicie novamente.',
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
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
    holdExpiryIntervalSeconds: values.HOLD_EXPIRY_INTERVAL_SECONDS,
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

/** Mercado Pago needs both of its credentials; the sandbox needs none. */
function readPayments(values: z.infer<typeof envSchema>): PaymentsConfig {
  let mercadoPago: PaymentsConfig['mercadoPago'];
  const sandboxProblem = sandboxPaymentsProblem(values);
  if (sandboxProblem) throw new ConfigError([sandboxProblem]);
  if (values.PAYMENT_PROVIDER === 'mercadopago') {
    const missing = [
      ['MERCADOPAGO_ACCESS_TOKEN', values.MERCADOPAGO_ACCESS_TOKEN],
      ['MERCADOPAGO_WEBHOOK_SECRET', values.MERCADOPAGO_WEBHOOK_SECRET],
    ]
      .filter(([, value]) => value === undefined)
      .map(([name]) => `${name}: obrigatório quando PAYMENT_PROVIDER=mercadopago`);
    if (missing.length > 0) throw new ConfigError(missing);
    mercadoPago = {
      accessToken: values.MERCADOPAGO_ACCESS_TOKEN!,
      webhookSecret: values.MERCADOPAGO_WEBHOOK_SECRET!,
      apiUrl: values.MERCADOPAGO_API_URL,
      publicKey: values.MERCADOPAGO_PUBLIC_KEY,
      jsUrl: values.MERCADOPAGO_JS_URL,
    };
  }
  return {
    provider: values.PAYMENT_PROVIDER,
    webhookSecret: values.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    pix: {
      key: values.PIX_KEY,
      merchantName: values.PIX_MERCHANT_NAME,
      merchantCity: values.PIX_MERCHANT_CITY,
      expiryMinutes: values.PIX_EXPIRY_MINUTES,
    },
    boletoBankCode: values.BOLETO_BANK_CODE,
    boletoIssueDaysAhead: values.BOLETO_ISSUE_DAYS_AHEAD,
    mercadoPago,
  };
}

/** The bucket and its credentials are required for S3 (no default credential chain: one explicit place). */
function readStorage(values: z.infer<typeof envSchema>): Config['storage'] {
  if (values.STORAGE === 'local') return { kind: 'local' };
  const required = {
    S3_BUCKET: values.S3_BUCKET,
    S3_ACCESS_KEY_ID: values.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: values.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => `${name}: obrigatório quando STORAGE=s3`);
  if (missing.length > 0) throw new ConfigError(missing);
  return {
    kind: 's3',
    bucket: required.S3_BUCKET!,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    accessKeyId: required.S3_ACCESS_KEY_ID!,
    secretAccessKey: required.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    prefix: values.S3_PREFIX ?? '',
  };
}

/** Both or neither; the password must pass the same rules as any customer's. */
function readAdmin(email: string | undefined, password: string | undefined): Config['admin'] {
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined)
    throw new ConfigError(['ADMIN_EMAIL: obrigatório quando ADMIN_PASSWORD é informado']);
  if (password === undefined)
    throw new ConfigError(['ADMIN_PASSWORD: obrigatório quando ADMIN_EMAIL é informado']);
  const weakness = findPasswordWeakness(password, { email });
  if (weakness) throw new ConfigError([`ADMIN_PASSWORD: ${PASSWORD_WEAKNESS_MESSAGES[weakness]}`]);
  return { email, password };
}
