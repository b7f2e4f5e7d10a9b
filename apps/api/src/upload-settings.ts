import { z } from 'zod';

const MEGABYTE = 1024 * 1024;

const byteCount = () =>
  z.coerce.number({ error: 'deve ser um número' }).int({ error: 'deve ser um número inteiro de bytes' });

/** The environment variables of uploads, part of config.ts's schema (read there, with everything else). */
export const uploadEnvShape = {
  UPLOAD_MAX_BYTES: byteCount()
    .min(1024, { error: 'deve ser pelo menos 1024' })
    .max(100 * MEGABYTE, { error: 'deve ser no máximo 104857600 (100 MB)' })
    .default(10 * MEGABYTE),
  // Everything an account keeps: photos and documents in use, and files sent but not (yet) used.
  UPLOAD_QUOTA_BYTES: byteCount()
    .min(1024, { error: 'deve ser pelo menos 1024' })
    .max(10 * 1024 * MEGABYTE, { error: 'deve ser no máximo 10737418240 (10 GB)' })
    .default(50 * MEGABYTE),
};
