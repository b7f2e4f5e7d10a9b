import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  multipartBody,
  sampleElf,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
} from '../../../test/sample-files.ts';

let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'estadia-uploads-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(user: TestUser | null, file: Buffer, options: Parameters<typeof multipartBody>[1] = {}) {
  const { payload, contentType } = multipartBody(file, options);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...(user?.headers ?? {}), 'content-type': contentType },
    payload,
  });
}

const download = (user: TestUser, fileName: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/files/${fileName}`, headers: user.headers });

describe('POST /api/upload', () => {
  it.each([
    ['a PDF', samplePdf(), 'pdf', 'application/pdf'],
    ['a PNG', samplePng(), 'png', 'image/png'],
    ['a JPEG', sampleJpeg(), 'jpg', 'image/jpeg'],
  ])(
    'stores %s under a random server-made name and records its owner',
    async (_, file, extension, mediaType) => {
      const user = await signUpUser(testApp.app);
      const response = await upload(user, file, { filename: '../../etc/meu documento.exe' });
      expect(response.statusCode).toBe(201);
      const { fileName } = response.json();
      expect(fileName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
      const stored = await readFile(join(dataDir, 'uploads', fileName));
      // A PDF is kept as sent; images are encoded again (image-metadata.test.ts).
      if (extension === 'pdf') expect(stored).toEqual(file);
      const row = await testApp.db
        .selectFrom('uploads')
        .selectAll()
        .where('file_name', '=', fileName)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        media_type: mediaType,
        size_bytes: stored.length,
        sha256: createHash('sha256').update(stored).digest('hex'),
        original_name: 'meu documento.exe',
      });
      const owner = await testApp.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow();
      expect(row.owner_id).toBe(owner.id);
    },
  );

  it.each([
    ['an ELF executable named x.pdf', sampleElf()],
    ['a Windows executable named x.pdf', sampleExe()],
    ['an HTML page named x.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PDF signature after junk', Buffer.concat([Buffer.from('junk'), samplePdf()])],
  ])('refuses %s with 415 UNSUPPORTED_MEDIA_TYPE and stores nothing', async (_, file) => {
    const user = await signUpUser(testApp.app);
    const before = await readdir(join(dataDir, 'uploads')).catch(() => []);
    const response = await upload(user, file, { filename: 'x.pdf', contentType: 'application/pdf' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().message).toMatch(/PDF, JPEG ou PNG/);
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 FILE_TOO_LARGE', async () => {
    const user = await signUpUser(testApp.app);
    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const response = await upload(user, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE' });
    expect(response.json().message).toMatch(/10 MB/);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const user = await signUpUser(testApp.app);
    const pdf = samplePdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length, 0x20)]);
    expect((await upload(user, exact)).statusCode).toBe(201);
  });

  it('needs the file in the field `file` (400 FILE_REQUIRED), and a multipart body (415)', async () => {
    const user = await signUpUser(testApp.app);
    const wrongField = await upload(user, samplePdf(), { field: 'documento' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('FILE_REQUIRED');
    const empty = await upload(user, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: user.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers malformed or hostile multipart bodies with a 4xx, never a 500', async () => {
    const user = await signUpUser(testApp.app);
    const valid = multipartBody(samplePdf());
    const manyFields = Array.from(
      { length: 30 },
      (_, index) => `--b\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`,
    );
    const bodies: Array<{ payload: string | Buffer; contentType: string; code: string }> = [
      {
        payload: 'isto não é multipart',
        contentType: 'multipart/form-data; boundary=abc',
        code: 'MALFORMED_MULTIPART',
      },
      { payload: samplePdf(), contentType: 'multipart/form-data', code: 'MALFORMED_MULTIPART' },
      {
        payload: valid.payload.subarray(0, 150),
        contentType: valid.contentType,
        code: 'MALFORMED_MULTIPART',
      },
      {
        payload: `${manyFields.join('')}--b--\r\n`,
        contentType: 'multipart/form-data; boundary=b',
        code: 'PAYLOAD_TOO_LARGE',
      },
      { payload: samplePdf(), contentType: 'application/pdf', code: 'UNSUPPORTED_MEDIA_TYPE' },
    ];
    for (const { payload, contentType, code } of bodies) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...user.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${contentType}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${contentType}: ${response.body}`).toBeLessThan(500);
      expect(response.json().code).toBe(code);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await upload(null, samplePdf());
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/files/:fileName', () => {
  it('serves the file to its owner, as an attachment with safe headers', async () => {
    const user = await signUpUser(testApp.app);
    const { fileName } = (await upload(user, samplePng())).json();
    const response = await download(user, fileName);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(await readFile(join(dataDir, 'uploads', fileName)));
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("answers 404 for another user's file, exactly as for a file that does not exist", async () => {
    const owner = await signUpUser(testApp.app);
    const other = await signUpUser(testApp.app);
    const { fileName } = (await upload(owner, samplePdf())).json();
    const stolen = await download(other, fileName);
    const missing = await download(other, '0123456789abcdef0123456789abcdef.pdf');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(missing.json());
    expect(stolen.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers 404 for names that try to leave the upload folder', async () => {
    const user = await signUpUser(testApp.app);
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      `${'x'.repeat(90)}.pdf`,
      'README.md',
      '.%2Fuploads',
    ]) {
      const response = await download(user, name);
      expect(response.statusCode, name).toBe(404);
    }
    // Past Fastify's parameter length limit the router itself refuses the request.
    expect((await download(user, 'x'.repeat(300))).statusCode).toBe(414);
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/files/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(response.statusCode).toBe(401);
  });
});
