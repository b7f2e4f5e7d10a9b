import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/test-s3-server.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

// What is particular to S3; file-storage.test.ts runs the behaviour common to every storage.
let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startTestS3Server();
});

afterAll(() => s3?.close());

describe('S3 file storage', () => {
  it('stores each file under the prefix followed by its name', async () => {
    await createS3FileStorage(s3.storageOptions({ prefix: 'estadia/uploads/' })).save(
      'f1.pdf',
      Buffer.from('a'),
    );
    await createS3FileStorage(s3.storageOptions()).save('raiz.pdf', Buffer.from('b'));
    expect(await s3.keys('estadia/')).toEqual(['estadia/uploads/f1.pdf']);
    expect(await s3.keys('raiz')).toEqual(['raiz.pdf']);
  });

  it('does not see the files of another prefix', async () => {
    const first = createS3FileStorage(s3.storageOptions({ prefix: 'primeira/' }));
    const second = createS3FileStorage(s3.storageOptions({ prefix: 'segunda/' }));
    await first.save('doc.pdf', Buffer.from('primeira'));
    expect(await second.open('doc.pdf')).toBeNull();
    await second.save('doc.pdf', Buffer.from('segunda'));
    await first.remove('doc.pdf');
    expect(await second.open('doc.pdf')).not.toBeNull();
  });

  it('fails, rather than answer "no file", when the credentials are wrong', async () => {
    // s3rver checks the access key id (it does not recompute version 4 signatures).
    const storage = createS3FileStorage(s3.storageOptions({ accessKeyId: 'CHAVE-ERRADA' }));
    const saving = storage.save('x.pdf', Buffer.from('x'));
    await expect(saving).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(storage.open('x.pdf')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('fails, rather than answer "no file", when the bucket does not exist', async () => {
    const storage = createS3FileStorage(s3.storageOptions({ bucket: 'balde-inexistente' }));
    await expect(storage.open('x.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
