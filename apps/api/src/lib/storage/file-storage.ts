import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded bytes live. Local disk is the default; an S3-compatible implementation only has
 * to provide these three operations (the uploads table, not the storage, knows owners and types).
 * Names come from the server, never from a client, and are checked by `isSafeStorageName`.
 */
export interface FileStorage {
  /** Stores a new file; fails (see `fileExistsError`) if the name is already taken rather than overwrite it. */
  save(name: string, data: Buffer): Promise<void>;
  open(name: string): Promise<StoredFile | null>;
  remove(name: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}(\.[a-z0-9]{1,8})?$/;

/** One path segment of letters, digits, '-' and '_', plus an extension: no way out of the directory. */
export function isSafeStorageName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** What `save` throws for a taken name, whatever the storage: code 'EEXIST', as Node's file system does. */
export function fileExistsError(name: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`EEXIST: file already exists, ${JSON.stringify(name)}`), { code: 'EEXIST' });
}
