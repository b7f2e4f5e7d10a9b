import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { booleanText } from './env-values.ts';
import type { S3StorageOptions } from './lib/storage/s3-file-storage.ts';

// Where uploaded files live, part of config.ts's schema: DATA_DIR/uploads, or a bucket of an
// S3-compatible service (several instances).

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions);

export const storageEnvShape = {
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
};

const storageEnv = z.object(storageEnvShape);

/** The bucket and its credentials are required for S3 (no default credential chain: one explicit place). */
export function readStorage(values: z.infer<typeof storageEnv>): StorageConfig {
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
