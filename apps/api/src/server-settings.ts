import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { booleanText } from './env-values.ts';
import { findPasswordWeakness, PASSWORD_WEAKNESS_MESSAGES } from './lib/passwords/password-policy.ts';
import { trustProxyText } from './trust-proxy-settings.ts';

// The server's own variables, part of config.ts's schema: where it listens, its database, the web app it
// serves, sessions, e-mail, the administrator, rate-limit counters and what it trusts of a proxy.

// Both src/server-settings.ts (tsx, tests) and dist/server.js (bundle) sit one folder below apps/api, so
// the same relative path reaches the built web app from either.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_WEB_ADMIN_DIST_DIR = fileURLToPath(new URL('../../web/dist-admin', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const serverEnvShape = {
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
  TRUST_PROXY: trustProxyText.default(false),
  // Set with a real VITE_MAPS_API_KEY in the web build: the CSP then lets the Google Maps script in.
  MAPS_ENABLED: booleanText.default(false),
};

/** Both or neither; the password must pass the same rules as any customer's. */
export function readAdmin(
  email: string | undefined,
  password: string | undefined,
): { email: string; password: string } | undefined {
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined)
    throw new ConfigError(['ADMIN_EMAIL: obrigatório quando ADMIN_PASSWORD é informado']);
  if (password === undefined)
    throw new ConfigError(['ADMIN_PASSWORD: obrigatório quando ADMIN_EMAIL é informado']);
  const weakness = findPasswordWeakness(password, { email });
  if (weakness) throw new ConfigError([`ADMIN_PASSWORD: ${PASSWORD_WEAKNESS_MESSAGES[weakness]}`]);
  return { email, password };
}
