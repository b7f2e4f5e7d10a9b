import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../test/sample-files.ts';
import { describeBytes } from './storage-quota.ts';

const KB = 1024;
const QUOTA = 1024 * KB;

let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'estadia-quota-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_QUOTA_BYTES: String(QUOTA) } });
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A PDF of exactly `bytes` bytes (PDFs are stored as sent, so this is what the quota counts). */
function pdfOf(bytes: number): Buffer {
  const pdf = samplePdf();
  return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
}

function upload(user: TestUser, file: Buffer) {
  const { payload, contentType } = multipartBody(file);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
}

const storedFiles = () => readdir(join(dataDir, 'uploads')).catch(() => [] as string[]);

async function rowsOf(user: TestUser) {
  return testApp.db
    .selectFrom('uploads')
    .innerJoin('users', 'users.id', 'uploads.owner_id')
    .select(['uploads.file_name', 'uploads.size_bytes'])
    .where('users.email', '=', user.email)
    .execute();
}

describe('the storage quota of an account (UPLOAD_QUOTA_BYTES)', () => {
  it('refuses an upload past the quota with 413 STORAGE_QUOTA_EXCEEDED and stores nothing', async () => {
    const customer = await signUpUser(testApp.app);
    expect((await upload(customer, pdfOf(600 * KB))).statusCode).toBe(201);
    const filesBefore = await storedFiles();

    const over = await upload(customer, pdfOf(500 * KB));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ statusCode: 413, code: 'STORAGE_QUOTA_EXCEEDED' });
    expect(over.json().message).toBe(
      'Este arquivo passaria do limite de 1 MB de arquivos da sua conta. ' +
        'Arquivos enviados que não foram usados em nenhum cadastro são apagados depois de um dia.',
    );
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await rowsOf(customer)).toHaveLength(1);

    // What is left fits to the byte; one byte more does not.
    expect((await upload(customer, pdfOf(424 * KB + 1))).statusCode).toBe(413);
    expect((await upload(customer, pdfOf(424 * KB))).statusCode).toBe(201);
    const rows = await rowsOf(customer);
    expect(rows.reduce((sum, row) => sum + row.size_bytes, 0)).toBe(QUOTA);
  });

  it('counts each account on its own', async () => {
    const first = await signUpUser(testApp.app);
    const second = await signUpUser(testApp.app);
    expect((await upload(first, pdfOf(900 * KB))).statusCode).toBe(201);
    expect((await upload(second, pdfOf(900 * KB))).statusCode).toBe(201);
    expect((await upload(first, pdfOf(200 * KB))).statusCode).toBe(413);
  });

  it('lets only one of two uploads sent at once through when both do not fit', async () => {
    const customer = await signUpUser(testApp.app);
    const answers = await Promise.all([upload(customer, pdfOf(700 * KB)), upload(customer, pdfOf(700 * KB))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    const rows = await rowsOf(customer);
    expect(rows).toHaveLength(1);
    const stored = await storedFiles();
    expect(stored.filter((name) => name === rows[0]!.file_name)).toHaveLength(1);
    // The refused one left no file behind.
    const everyRow = await testApp.db.selectFrom('uploads').select('file_name').execute();
    expect([...stored].sort()).toEqual(everyRow.map((row) => row.file_name).sort());
  });
});

describe('describeBytes', () => {
  it.each([
    [50 * 1024 * KB, '50 MB'],
    [1536 * KB, '1,5 MB'],
    [800 * KB, '800 KB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(describeBytes(bytes)).toBe(text);
  });
});
