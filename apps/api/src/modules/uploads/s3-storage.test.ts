import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf, samplePng } from '../../../test/sample-files.ts';
import { startTestS3Server, type TestS3Server } from '../../../test/test-s3-server.ts';
import { createS3FileStorage } from '../../lib/storage/s3-file-storage.ts';

// The whole way with STORAGE=s3: upload and download through HTTP, the bytes in a real S3 server.
let s3: TestS3Server;
let testApp: TestApp;

beforeAll(async () => {
  s3 = await startTestS3Server();
  testApp = await createTestApp({ env: { ...s3.env, S3_PREFIX: 'estadia/uploads' } });
});

afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

function upload(user: TestUser, file: Buffer) {
  const { payload, contentType } = multipartBody(file);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
}

const download = (user: TestUser, fileName: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/files/${fileName}`, headers: user.headers });

describe('uploads with STORAGE=s3', () => {
  it('stores the upload in the bucket, under the prefix, and serves it back to its owner', async () => {
    const user = await signUpUser(testApp.app);
    const uploaded = await upload(user, samplePng());
    expect(uploaded.statusCode).toBe(201);
    const { fileName } = uploaded.json();

    expect(await s3.keys()).toContain(`estadia/uploads/${fileName}`);
    expect(existsSync(join(testApp.config.dataDir, 'uploads'))).toBe(false);

    const response = await download(user, fileName);
    expect(response.statusCode).toBe(200);
    // The PNG as stored (encoded again, without metadata): the bytes the uploads table recorded.
    const { sha256 } = await testApp.db
      .selectFrom('uploads')
      .select('sha256')
      .where('file_name', '=', fileName)
      .executeTakeFirstOrThrow();
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(sha256);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  });

  it('streams a large file back whole', async () => {
    const user = await signUpUser(testApp.app);
    const pdf = Buffer.concat([samplePdf(), randomBytes(3 * 1024 * 1024)]);
    const { fileName } = (await upload(user, pdf)).json();
    const response = await download(user, fileName);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers 404 for another user's file, and for a file gone from the bucket", async () => {
    const owner = await signUpUser(testApp.app);
    const stranger = await signUpUser(testApp.app);
    const { fileName } = (await upload(owner, samplePdf())).json();
    expect((await download(stranger, fileName)).statusCode).toBe(404);

    // The database still lists it, the bucket no longer has it: 404, not 500.
    await createS3FileStorage(s3.storageOptions({ prefix: 'estadia/uploads/' })).remove(fileName);
    expect((await download(owner, fileName)).statusCode).toBe(404);
  });
});
