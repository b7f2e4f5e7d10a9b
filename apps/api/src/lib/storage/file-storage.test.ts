import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/test-s3-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

// Every implementation must behave the same: the upload service cannot tell them apart.
let s3: TestS3Server;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'estadia-storage-'));
  s3 = await startTestS3Server();
});

afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

// A fresh, empty storage for each test: its own directory, or its own prefix in the bucket.
const implementations: Array<[string, () => FileStorage]> = [
  ['local directory', () => createLocalFileStorage(join(root, randomBytes(8).toString('hex')))],
  [
    'S3-compatible bucket',
    () => createS3FileStorage(s3.storageOptions({ prefix: `${randomBytes(8).toString('hex')}/` })),
  ],
];

// Bytes of every value, so that nothing on the way (encodings, text conversions) can go unnoticed.
const content = Buffer.concat([
  Buffer.from('%PDF-1.4 conteúdo '),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);

describe.each(implementations)('file storage: %s', (_, createStorage) => {
  it('saves, opens with its size, and removes a file', async () => {
    const storage = createStorage();
    await storage.save('a1b2c3.pdf', content);
    const file = await storage.open('a1b2c3.pdf');
    expect(file?.size).toBe(content.length);
    expect(await buffer(file!.stream)).toEqual(content);
    await storage.remove('a1b2c3.pdf');
    expect(await storage.open('a1b2c3.pdf')).toBeNull();
  });

  it('never overwrites an existing file, and says so with EEXIST', async () => {
    const storage = createStorage();
    await storage.save('same.png', Buffer.from('first'));
    await expect(storage.save('same.png', Buffer.from('second'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await buffer((await storage.open('same.png'))!.stream)).toString()).toBe('first');
  });

  it('answers null for a name that was never saved, and removes it without complaint', async () => {
    const storage = createStorage();
    expect(await storage.open('nunca-salvo.jpg')).toBeNull();
    await expect(storage.remove('nunca-salvo.jpg')).resolves.toBeUndefined();
  });

  it('keeps files apart by name', async () => {
    const storage = createStorage();
    await storage.save('um.pdf', Buffer.from('um'));
    await storage.save('dois.pdf', Buffer.from('dois'));
    await storage.remove('um.pdf');
    expect(await storage.open('um.pdf')).toBeNull();
    expect((await buffer((await storage.open('dois.pdf'))!.stream)).toString()).toBe('dois');
  });

  it('refuses names that could lead elsewhere', async () => {
    const storage = createStorage();
    for (const name of ['../secret.txt', '..', '/etc/passwd', 'a/b.pdf', '.hidden', '', 'a%2Fb.pdf']) {
      expect(await storage.open(name), name).toBeNull();
      await expect(storage.save(name, Buffer.from('x')), name).rejects.toThrow(/Unsafe storage name/);
      await expect(storage.remove(name), name).rejects.toThrow(/Unsafe storage name/);
    }
  });
});
