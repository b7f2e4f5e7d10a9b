import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSafeStorageName } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

describe('local file storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'estadia-storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('saves, opens and removes a file, creating the directory on first use', async () => {
    const storage = createLocalFileStorage(join(root, 'uploads'));
    await storage.save('a1b2c3.pdf', Buffer.from('%PDF-1.4 conteúdo'));
    const file = await storage.open('a1b2c3.pdf');
    expect(file?.size).toBe(Buffer.byteLength('%PDF-1.4 conteúdo'));
    expect(await text(file!.stream)).toBe('%PDF-1.4 conteúdo');
    await storage.remove('a1b2c3.pdf');
    expect(await storage.open('a1b2c3.pdf')).toBeNull();
    expect(await readdir(join(root, 'uploads'))).toEqual([]);
  });

  it('never overwrites an existing file', async () => {
    const storage = createLocalFileStorage(root);
    await storage.save('same.png', Buffer.from('first'));
    await expect(storage.save('same.png', Buffer.from('second'))).rejects.toThrow();
    expect(await text((await storage.open('same.png'))!.stream)).toBe('first');
    expect((await readdir(root)).filter((name) => name.startsWith('.partial'))).toEqual([]);
  });

  it('cannot be led out of its directory', async () => {
    await writeFile(join(root, 'secret.txt'), 'segredo');
    const storage = createLocalFileStorage(join(root, 'uploads'));
    for (const name of ['../secret.txt', '..', '/etc/passwd', 'a/b.pdf', '.hidden', '']) {
      expect(isSafeStorageName(name), name).toBe(false);
      expect(await storage.open(name)).toBeNull();
      await expect(storage.save(name, Buffer.from('x'))).rejects.toThrow();
    }
  });
});
