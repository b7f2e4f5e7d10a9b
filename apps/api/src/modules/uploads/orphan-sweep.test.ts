import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../test/sample-files.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createLocalFileStorage } from '../../lib/storage/local-file-storage.ts';
import { UPLOAD_REFERENCES } from './orphan-repository.ts';
import { ORPHAN_SWEEP_JOB, sweepOrphanUploads } from './orphan-sweep.ts';

const HOUR = 60 * 60_000;

let testApp: TestApp;
let dataDir: string;
const clock = createManualClock('2027-03-10T15:20:00.000Z');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'estadia-orphans-'));
  testApp = await createTestApp({ clock, env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(user: TestUser): Promise<string> {
  const { payload, contentType } = multipartBody(samplePdf());
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().fileName;
}

async function isKept(user: TestUser, fileName: string): Promise<boolean> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/files/${fileName}`,
    headers: user.headers,
  });
  const row = await testApp.db
    .selectFrom('uploads')
    .select('id')
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  const onDisk = existsSync(join(dataDir, 'uploads', fileName));
  // Row, file and download agree: never a row without its file, nor a file without its row.
  expect({ row: row !== undefined, onDisk }).toEqual({
    row: response.statusCode === 200,
    onDisk: response.statusCode === 200,
  });
  return response.statusCode === 200;
}

/** The sweep's jobs by state: how many ran, how many wait for their hour. */
async function sweepJobs(): Promise<Record<string, number>> {
  const { rows } = await sql<{ state: string; count: string | number }>`
    select state, count(*) as count from pgboss.job where data ->> 'job' = ${ORPHAN_SWEEP_JOB} group by state`.execute(
    testApp.db,
  );
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

describe('the hourly sweep of uploads nothing uses', () => {
  it('deletes a day-old unused file, row and bytes, and keeps a used one and a fresh one', async () => {
    const customer = await signUpUser(testApp.app);
    const used = await upload(customer);
    const patched = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: customer.headers,
      payload: { cpfFileName: used },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const abandoned = await upload(customer);
    clock.advance(25 * HOUR);
    const fresh = await upload(customer);

    // A listening server starts the chain: one job for the current hour, run by the queue.
    expect(await sweepJobs()).toEqual({});
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    // Fastify runs onListen hooks after listen() has answered.
    await vi.waitFor(async () => expect(await sweepJobs()).toEqual({ created: 1 }));
    await testApp.app.jobQueue.drain();
    expect(await sweepJobs()).toEqual({ completed: 1, created: 1 });

    expect(await isKept(customer, abandoned)).toBe(false);
    expect(await isKept(customer, used)).toBe(true);
    expect(await isKept(customer, fresh)).toBe(true);

    // The next hour's run is already waiting; a day later it takes the file that has since aged.
    await testApp.app.jobQueue.drain();
    expect(await sweepJobs()).toEqual({ completed: 1, created: 1 });
    clock.advance(25 * HOUR);
    await testApp.app.jobQueue.drain();
    expect(await sweepJobs()).toEqual({ completed: 2, created: 1 });
    expect(await isKept(customer, fresh)).toBe(false);
    expect(await isKept(customer, used)).toBe(true);

    // Dropped from the profile, the document goes at the next run.
    await testApp.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: customer.headers,
      payload: { cpfFileName: null },
    });
    clock.advance(HOUR);
    await testApp.app.jobQueue.drain();
    expect(await sweepJobs()).toEqual({ completed: 3, created: 1 });
    expect(await isKept(customer, used)).toBe(false);
  });

  it('shares the work between sweeps running at once, each file deleted once', async () => {
    const customer = await signUpUser(testApp.app);
    const names = [];
    for (let index = 0; index < 6; index += 1) names.push(await upload(customer));
    clock.advance(25 * HOUR);
    const storage = createLocalFileStorage(join(dataDir, 'uploads'));
    const deps = { db: testApp.db, storage, clock };
    const runs = await Promise.all([
      sweepOrphanUploads(deps),
      sweepOrphanUploads(deps),
      sweepOrphanUploads(deps),
    ]);
    const deleted = runs.flat();
    expect(new Set(deleted).size).toBe(deleted.length);
    expect(deleted).toEqual(expect.arrayContaining(names));
    for (const name of names) expect(await isKept(customer, name)).toBe(false);
  });

  it('knows every column that may hold an upload’s name', async () => {
    // A column named like a file, photo, letter or document must be one the sweep checks, or one known
    // to hold something else: otherwise the sweep would delete the files it names.
    const { rows } = await sql<{ name: string }>`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public'
        and column_name ~ '(file|photo|letter|document|attach|image|picture|scan|upload)'`.execute(
      testApp.db,
    );
    const notUploads = [
      'projects.photos', // the catalogue's pictures, served from the web app
      'modalities.photos',
      'uploads.file_name',
      'rental_occupants.document_type',
      'rental_occupants.document_number',
      'contract_signatures.signer_document', // the signer's CPF, as the evidence page names them
      'extension_signatures.signer_document', // the same, for an addendum's signers
    ];
    const checked = UPLOAD_REFERENCES.map((reference) => reference.replace(/\[\].*$/, ''));
    const unknown = rows
      .map((row) => row.name)
      .filter((name) => !checked.includes(name) && !notUploads.includes(name));
    expect(unknown).toEqual([]);
  });
});
