import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inspectionSchema, standardFurniture } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { samplePdf } from '../../../test/sample-files.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { createManualClock } from '../../lib/clock.ts';
import {
  adminKit,
  expectError,
  expectValidationError,
  type TestAccount,
} from '../admin/admin-test-support.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';
import { uploadPhoto } from './inspection-test-support.ts';

// Inspections through HTTP: staff record them with photos, the customer sees them (and only theirs),
// gets a PDF, and agrees or contests once within 5 days.

const run = promisify(execFile);
const clock = createManualClock(new Date());
let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let bookings: TestAccount;
let finance: TestAccount;
let customer: TestAccount;
let stranger: TestAccount;
let workDir: string;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
  apartments = await apartmentsOfOneModality(testApp.db, 4);
  bookings = await kit.staff('BOOKINGS', 'Vera Vistoriadora');
  finance = await kit.staff('FINANCE');
  customer = await kit.customer('Carla Locatária');
  stranger = await kit.customer('Outro Cliente');
  workDir = await mkdtemp(join(tmpdir(), 'estadia-inspection-'));
});

afterAll(async () => {
  await testApp?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function rentedStay(apartment: ApartmentRow): Promise<string> {
  const id = await kit.submitted(customer, apartment, 2, 5);
  await testApp.db.updateTable('rentals').set({ status: 'RENTED' }).where('id', '=', id).execute();
  return id;
}

async function items() {
  const photo = await uploadPhoto(testApp, bookings, 'png');
  const jpeg = await uploadPhoto(testApp, bookings, 'jpg');
  return [
    {
      room: 'Sala',
      item: 'Sofá',
      condition: 'GOOD',
      notes: 'Pequena mancha no braço',
      photos: [photo, jpeg],
    },
    { room: 'Sala', item: 'Smart TV', condition: 'NEW', photos: [] },
    { room: 'Banheiro', item: 'Espelho', condition: 'WORN', photos: [] },
  ];
}

const record = (rentalId: string, body: object, user: TestAccount = bookings) =>
  call(user, 'POST', `/api/admin/rentals/${rentalId}/inspections`, body);

describe('POST /api/admin/rentals/:rentId/inspections', () => {
  it('records the inspection, audits it and e-mails the customer', async () => {
    const rentalId = await rentedStay(apartments[0]!);
    const body = { kind: 'MOVE_IN', items: await items() };
    const response = await record(rentalId, body);
    expect(response.statusCode, response.body).toBe(201);
    const inspection = inspectionSchema.parse(response.json());
    expect(inspection).toMatchObject({ rentalId, kind: 'MOVE_IN', items: body.items });
    expect(new Date(inspection.contestDeadline).getTime() - new Date(inspection.createdDate).getTime()).toBe(
      5 * 24 * 3_600_000,
    );
    expect(inspection.acknowledgement).toBeUndefined();
    const audit = await testApp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `inspection:${inspection.id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'inspection.create',
        actor_id: bookings.id,
        details: { rentalId, kind: 'MOVE_IN', items: 3 },
      }),
    ]);
    await expect
      .poll(async () =>
        testApp.db
          .selectFrom('outbox')
          .select(['subject', 'text_body'])
          .where('to_address', '=', customer.email)
          .where('subject', 'like', 'Vistoria%')
          .execute(),
      )
      .toEqual([
        expect.objectContaining({
          subject: 'Vistoria de entrada do seu apartamento registrada',
          text_body: expect.stringContaining(`/minhas-locacoes/${rentalId}`),
        }),
      ]);
    // One of each kind.
    expectError(await record(rentalId, body), 409, 'INSPECTION_EXISTS');
  });

  it('refuses bad input in Portuguese and records nothing', async () => {
    const rentalId = await rentedStay(apartments[1]!);
    const good = await items();
    expectValidationError(await record(rentalId, { kind: 'DURING', items: good }), ['kind']);
    expectValidationError(await record(rentalId, { kind: 'MOVE_IN', items: [] }), ['items']);
    expectValidationError(
      await record(rentalId, {
        kind: 'MOVE_IN',
        items: [{ room: '', item: 'Sofá', condition: 'OK', photos: [] }],
      }),
      ['items.0.room', 'items.0.condition'],
    );
    // A photo someone else uploaded (a customer's document) or that does not exist.
    const document = await kit.call(customer, 'GET', '/api/me');
    expect(document.statusCode).toBe(200);
    const strangers = await uploadPhoto(testApp, stranger, 'png');
    const response = await record(rentalId, {
      kind: 'MOVE_IN',
      items: [{ ...good[0]!, photos: [strangers, 'ffffffffffffffffffffffffffffffff.png'] }],
    });
    expectError(response, 422, 'INVALID_INSPECTION_PHOTO');
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'items.0.photos.0',
      'items.0.photos.1',
    ]);
    // A PDF is not a photo.
    const { payload, contentType } = (await import('../../../test/sample-files.ts')).multipartBody(
      samplePdf(),
    );
    const pdf = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...bookings.headers, 'content-type': contentType },
        payload,
      })
    ).json().fileName;
    expectError(
      await record(rentalId, { kind: 'MOVE_IN', items: [{ ...good[0]!, photos: [pdf] }] }),
      422,
      'INVALID_INSPECTION_PHOTO',
    );
    expectError(
      await record(rentalId, { kind: 'MOVE_IN', items: good }, finance),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(
      await record(rentalId, { kind: 'MOVE_IN', items: good }, customer),
      403,
      'MISSING_PERMISSIONS',
    );
    expectError(
      await record('00000000-0000-4000-8000-000000000000', { kind: 'MOVE_IN', items: good }),
      404,
      'NOT_FOUND',
    );
    // A stay not paid yet.
    const unpaid = await kit.submitted(customer, apartments[1]!, 20, 2);
    expectError(await record(unpaid, { kind: 'MOVE_IN', items: good }), 409, 'INSPECTION_NOT_ALLOWED');
    expect(
      await testApp.db
        .selectFrom('inspections')
        .select('id')
        .where('rental_id', 'in', [rentalId, unpaid])
        .execute(),
    ).toEqual([]);
  });
});

describe('the customer’s inspections', () => {
  it('shows them only to the rental’s customer, with photos and a real PDF', async () => {
    const rentalId = await rentedStay(apartments[2]!);
    const created = (await record(rentalId, { kind: 'MOVE_IN', items: await items() })).json();
    const list = await call(customer, 'GET', `/api/rentals/${rentalId}/inspections`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: created.id, pdfUrl: `/api/inspections/${created.id}/pdf` }),
    ]);
    expectError(await call(stranger, 'GET', `/api/rentals/${rentalId}/inspections`), 404, 'NOT_FOUND');
    expectError(await call(stranger, 'GET', `/api/inspections/${created.id}/pdf`), 404, 'NOT_FOUND');
    const photo = created.items[0].photos[0];
    const image = await call(customer, 'GET', `/api/inspections/${created.id}/photos/${photo}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expectError(
      await call(stranger, 'GET', `/api/inspections/${created.id}/photos/${photo}`),
      404,
      'NOT_FOUND',
    );
    // A file the inspection does not list is not served, even to the customer.
    const other = await uploadPhoto(testApp, bookings);
    expectError(
      await call(customer, 'GET', `/api/inspections/${created.id}/photos/${other}`),
      404,
      'NOT_FOUND',
    );

    const pdf = await call(customer, 'GET', `/api/inspections/${created.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = join(workDir, 'vistoria.pdf');
    await writeFile(file, pdf.rawPayload);
    await run('qpdf', ['--check', file]);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('Vistoria de entrada');
    expect(text).toContain('Carla Locatária');
    expect(text).toContain('Pequena mancha no braço');
    expect(text).toContain('Desgastado');
    const { stdout: images } = await run('pdfimages', ['-list', file]);
    expect(images.trim().split('\n').length - 2, images).toBe(2);
    // The same inspection gives the same bytes.
    const again = await call(bookings, 'GET', `/api/admin/inspections/${created.id}/pdf`);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
  });

  it('takes one answer within 5 days: contested items with comments, then 409', async () => {
    const rentalId = await rentedStay(apartments[3]!);
    const created = (await record(rentalId, { kind: 'MOVE_IN', items: await items() })).json();
    const url = `/api/inspections/${created.id}/acknowledgement`;
    expectValidationError(await call(customer, 'POST', url, { agreed: false, comments: [] }), ['comments']);
    expectValidationError(await call(customer, 'POST', url, { agreed: 'sim' }), ['agreed']);
    expectError(
      await call(customer, 'POST', url, { agreed: false, comments: [{ itemIndex: 9, text: 'Não existe' }] }),
      422,
      'INVALID_INSPECTION_COMMENT',
    );
    expectError(await call(stranger, 'POST', url, { agreed: true }), 404, 'NOT_FOUND');
    expect(
      (await call(customer, 'GET', `/api/rentals/${rentalId}/inspections`)).json().items[0].acknowledgement,
    ).toBeUndefined();

    const contested = await call(customer, 'POST', url, {
      agreed: false,
      comments: [{ itemIndex: 2, text: 'O espelho já estava trincado antes, não desgastado.' }],
    });
    expect(contested.statusCode, contested.body).toBe(200);
    expect(contested.json().acknowledgement).toEqual({
      agreed: false,
      comments: [{ itemIndex: 2, text: 'O espelho já estava trincado antes, não desgastado.' }],
      at: expect.any(String),
    });
    expectError(await call(customer, 'POST', url, { agreed: true }), 409, 'INSPECTION_ALREADY_ANSWERED');
    const pdf = await call(customer, 'GET', `/api/inspections/${created.id}/pdf`);
    const file = join(workDir, 'contestada.pdf');
    await writeFile(file, pdf.rawPayload);
    const { stdout } = await run('pdftotext', [file, '-']);
    expect(stdout).toContain('O espelho já estava trincado antes');
  });

  it('after 5 days the inspection stands as recorded (409)', async () => {
    const apartment = (await apartmentsOfOneModality(testApp.db, 5))[4]!;
    const rentalId = await rentedStay(apartment);
    const created = (await record(rentalId, { kind: 'MOVE_OUT', items: await items() })).json();
    clock.advance(5 * 24 * 3_600_000 + 1000);
    try {
      expectError(
        await call(customer, 'POST', `/api/inspections/${created.id}/acknowledgement`, { agreed: true }),
        409,
        'INSPECTION_CONTEST_PERIOD_OVER',
      );
    } finally {
      clock.set(new Date());
    }
  });
});

describe('GET /api/admin/modalities/:modalityId/furniture', () => {
  it('answers the furniture the catalogue seeded for the modality', async () => {
    const modality = await testApp.db
      .selectFrom('modalities')
      .select(['id', 'bedrooms'])
      .where('id', '=', apartments[0]!.modality_id)
      .executeTakeFirstOrThrow();
    const response = await call(bookings, 'GET', `/api/admin/modalities/${modality.id}/furniture`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ modalityId: modality.id, items: standardFurniture(modality.bedrooms) });
    expectError(
      await call(customer, 'GET', `/api/admin/modalities/${modality.id}/furniture`),
      403,
      'MISSING_PERMISSIONS',
    );
  });
});
