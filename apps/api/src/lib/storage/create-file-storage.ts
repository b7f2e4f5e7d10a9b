import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The storage the configuration asks for (STORAGE): DATA_DIR/uploads, or an S3-compatible bucket. */
export function createFileStorage(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  if (config.storage.kind === 's3') return createS3FileStorage(config.storage);
  return createLocalFileStorage(join(config.dataDir, 'uploads'));
}
