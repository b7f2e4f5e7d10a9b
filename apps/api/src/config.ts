import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findPasswordWeakness, PASSWORD_WEAKNESS_MESSAGES } from './lib/passwords/password-policy.ts';

// Both src/config.ts (tsx, tests) and dist/server.js (bundle) sit one folder below apps/api, so the
// same relative path reaches the built web app from either.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

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
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `use um de: ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  AUTO_APPROVE: booleanText.default(true),
  HOLD_HOURS: z.coerce
    .number({ error: 'deve ser um número' })
    .positive({ error: 'deve ser maior que zero' })
    .max(24 * 60, { error: 'deve ser no máximo 1440 (60 dias)' })
    .default(48),
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
  RATE_LIMIT_STORE: z.enum(['memory', 'database'], { error: 'use memory ou database' }).default('memory'),
  UPLOAD_MAX_BYTES: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de bytes' })
    .min(1024, { error: 'deve ser pelo menos 1024' })
    .max(100 * 1024 * 1024, { error: 'deve ser no máximo 104857600 (100 MB)' })
    .default(10 * 1024 * 1024),
});

// Never echoed back in a configuration error: they may carry credentials.
const SECRET_VARIABLES = new Set(['ADMIN_PASSWORD', 'SMTP_URL', 'DATABASE_URL']);

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; undefined means the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute. */
  dataDir: string;
  /** Without a trailing slash. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Absolute. */
  webDistDir: string;
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
  /** Where rate-limit counters live: this process, or the database (several instances). */
  rateLimitStore: 'memory' | 'database';
  uploadMaxBytes: number;
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
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: resolve(cwd, values.DATA_DIR),
    publicUrl: values.PUBLIC_URL,
    logLevel: values.LOG_LEVEL,
    webDistDir: resolve(cwd, values.WEB_DIST_DIR),
    autoApprove: values.AUTO_APPROVE,
    holdHours: values.HOLD_HOURS,
    holdExpiryIntervalSeconds: values.HOLD_EXPIRY_INTERVAL_SECONDS,
    sessionTtlHours: values.SESSION_TTL_HOURS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    admin,
    rateLimitStore: values.RATE_LIMIT_STORE,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
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
