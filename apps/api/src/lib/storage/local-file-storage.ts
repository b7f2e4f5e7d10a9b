import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type FileStorage, isSafeStorageName } from './file-storage.ts';

/** Files in one directory on this machine (DATA_DIR/uploads). */
export function createLocalFileStorage(directory: string): FileStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDirectory = () => {
    ready ??= mkdir(directory, { recursive: true, mode: 0o700 });
    return ready;
  };

  const pathOf = (name: string) => {
    if (!isSafeStorageName(name)) throw new Error(`Unsafe storage name: ${JSON.stringify(name)}`);
    return join(directory, name);
  };

  return {
    async save(name, data) {
      const target = pathOf(name);
      await ensureDirectory();
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = join(directory, `.partial-${randomBytes(8).toString('hex')}`);
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        // link() refuses an existing target (EEXIST), where rename() would silently replace it.
        await link(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async open(name) {
      if (!isSafeStorageName(name)) return null;
      const path = join(directory, name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}
