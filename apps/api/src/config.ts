import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
});

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
        return `${name}=${JSON.stringify(relevant[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.data;
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
  };
}
