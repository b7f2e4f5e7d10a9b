import { occupantsResponseSchema, rentalSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import {
  adminKit,
  expectError,
  expectValidationError,
  type TestAccount,
} from '../admin/admin-test-support.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';
import { CHILD, GUEST, makeRented, VISITOR } from './occupants-test-support.ts';

// The customer's side of the stay: who stays (PUT replaces the list) and the arrival, through HTTP.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let customer: TestAccount;
let stranger: TestAccount;
let maxOccupants: number;

async function rented(
  index: number,
  options: { startInDays?: number; carSpots?: number } = {},
): Promise<string> {
  const id = await kit.submitted(customer, apartments[index]!, 20 + index * 5, 3);
  await makeRented(testApp.db, id, {
    startInDays: options.startInDays ?? 20 + index * 5,
    nights: 3,
    carSpots: options.carSpots,
  });
  return id;
}

function put(user: TestAccount, rentalId: string, items: object[]) {
  return call(user, 'PUT', `/api/rentals/${rentalId}/occupants`, { items });
}

async function occupantRows(rentalId: string) {
  return testApp.db.selectFrom('rental_occupants').selectAll().where('rental_id', '=', rentalId).execute();
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 8);
  customer = await kit.customer('Joana Conceição Araújo');
  stranger = await kit.customer('Outra Pessoa');
  const modality = await testApp.db
    .selectFrom('modalities')
    .select('max_occupants')
    .where('id', '=', apartments[0]!.modality_id)
    .executeTakeFirstOrThrow();
  maxOccupants = modality.max_occupants;
});

afterAll(async () => {
  await testApp?.close();
});

describe('occupants', () => {
  it('starts empty, takes the list in order, and the rental lists their ids', async () => {
    const id = await rented(0);
    const empty = await call(customer, 'GET', `/api/rentals/${id}/occupants`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [] });

    const items = [{ ...GUEST, isCustomer: true }, CHILD].slice(0, maxOccupants);
    const saved = await put(customer, id, items);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = occupantsResponseSchema.parse(saved.json());
    expect(body.items.map((item) => [item.name, item.document, item.phone, item.isCustomer])).toEqual(
      [
        ['Ana Beatriz Souza', { type: 'CPF', number: '52998224725' }, '34998765432', true],
        ['Pedro Souza', { type: 'RG', number: 'MG23456789' }, null, false],
      ].slice(0, maxOccupants),
    );

    const rental = rentalSchema.parse((await call(customer, 'GET', `/api/rentals/${id}`)).json());
    expect(rental.occupantsIds).toEqual(body.items.map((item) => item.id));
    const again = await call(customer, 'GET', `/api/rentals/${id}/occupants`);
    expect(again.json()).toEqual(body);
  });

  it('replaces the previous list (an empty list clears it)', async () => {
    const id = await rented(1);
    expect((await put(customer, id, [GUEST])).statusCode).toBe(200);
    const replaced = await put(customer, id, [VISITOR]);
    expect(replaced.json().items.map((item: { name: string }) => item.name)).toEqual(['John Smith']);
    expect(await occupantRows(id)).toHaveLength(1);
    const cleared = await put(customer, id, []);
    expect(cleared.json()).toEqual({ items: [] });
    const rental = (await call(customer, 'GET', `/api/rentals/${id}`)).json();
    expect(rental.occupantsIds).toEqual([]);
  });

  it('refuses more people than the modality holds (422), keeping the previous list', async () => {
    const id = await rented(2);
    await put(customer, id, [GUEST]);
    const people = Array.from({ length: maxOccupants + 1 }, (_, index) => ({
      ...VISITOR,
      name: `Pessoa ${index + 1}`,
      document: { type: 'PASSPORT', number: `XY${String(100000 + index)}` },
    }));
    const response = await put(customer, id, people);
    expectError(response, 422, 'TOO_MANY_OCCUPANTS');
    expect(response.json().message).toContain(`no máximo ${maxOccupants}`);
    expect((await occupantRows(id)).map((row) => row.name)).toEqual(['Ana Beatriz Souza']);
  });

  it('refuses a CPF with wrong check digits and other bad input (400 in Portuguese), changing nothing', async () => {
    const id = await rented(3);
    await put(customer, id, [GUEST]);
    const badCpf = await put(customer, id, [
      { ...GUEST, document: { type: 'CPF', number: '529.982.247-24' } },
    ]);
    expectValidationError(badCpf, ['items.0.document.number']);
    expect(badCpf.json().issues[0].message).toBe('CPF inválido: confira os dígitos');
    const bad = await put(customer, id, [
      { ...GUEST, name: 'A', birthdate: '2999-01-01', phone: '12' },
      { ...CHILD, document: { type: 'CNH', number: '123' } },
    ]);
    expectValidationError(bad, [
      'items.0.name',
      'items.0.birthdate',
      'items.0.phone',
      'items.1.document.type',
    ]);
    const duplicated = await put(customer, id, [GUEST, { ...GUEST, name: 'Outra Ana' }]);
    expectValidationError(duplicated, ['items.1.document.number']);
    expect((await occupantRows(id)).map((row) => row.document_number)).toEqual(['52998224725']);
  });

  it("answers 404 for another customer's rental, and changes nothing", async () => {
    const id = await rented(4);
    await put(customer, id, [GUEST]);
    expectError(await call(stranger, 'GET', `/api/rentals/${id}/occupants`), 404, 'NOT_FOUND');
    expectError(await put(stranger, id, [VISITOR]), 404, 'NOT_FOUND');
    expectError(
      await call(stranger, 'PATCH', `/api/rentals/${id}/arrival`, { expectedArrivalTime: '10:00' }),
      404,
      'NOT_FOUND',
    );
    expect((await occupantRows(id)).map((row) => row.name)).toEqual(['Ana Beatriz Souza']);
    expectError(await call(null, 'GET', `/api/rentals/${id}/occupants`), 401, 'UNAUTHORIZED');
  });

  it('closes after check-out and on a cancelled rental (409)', async () => {
    const id = await rented(5);
    await put(customer, id, [GUEST]);
    await testApp.db
      .updateTable('rentals')
      .set({ checked_in_at: new Date(), checked_out_at: new Date() })
      .where('id', '=', id)
      .execute();
    expectError(await put(customer, id, [VISITOR]), 409, 'STAY_CLOSED');
    expectError(
      await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, { expectedArrivalTime: '10:00' }),
      409,
      'STAY_CLOSED',
    );
    expect((await occupantRows(id)).map((row) => row.name)).toEqual(['Ana Beatriz Souza']);

    const draft = await kit.draft(customer, apartments[6]!, 60, 2);
    await testApp.db
      .updateTable('rentals')
      .set({
        status: 'CANCELLED',
        cancelled_at: new Date(),
        cancellation_reason: 'OTHER',
        cancellation_details: 'teste',
      })
      .where('id', '=', draft)
      .execute();
    expectError(await put(customer, draft, [GUEST]), 409, 'STAY_CLOSED');
  });
});

describe('arrival', () => {
  it('takes the time and plates (one per booked spot), written as on the car', async () => {
    const id = await rented(6, { carSpots: 2 });
    const response = await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, {
      expectedArrivalTime: '15:30',
      vehiclePlates: ['abc1234', 'rio2a18'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const rental = rentalSchema.parse(response.json());
    expect(rental).toMatchObject({ expectedArrivalTime: '15:30', vehiclePlates: ['ABC-1234', 'RIO2A18'] });

    const timeOnly = await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, {
      expectedArrivalTime: '09:00',
    });
    expect(timeOnly.json()).toMatchObject({
      expectedArrivalTime: '09:00',
      vehiclePlates: ['ABC-1234', 'RIO2A18'],
    });
    const cleared = await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, {
      expectedArrivalTime: null,
      vehiclePlates: [],
    });
    expect(cleared.json()).toMatchObject({ expectedArrivalTime: null, vehiclePlates: [] });
  });

  it('refuses more plates than spots (422), bad plates and times (400), changing nothing', async () => {
    const id = await rented(7, { carSpots: 1 });
    await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, {
      expectedArrivalTime: '14:00',
      vehiclePlates: ['ABC1D23'],
    });
    const tooMany = await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, {
      expectedArrivalTime: '20:00',
      vehiclePlates: ['ABC1D23', 'XYZ-9876'],
    });
    expectError(tooMany, 422, 'TOO_MANY_PLATES');
    expect(tooMany.json().message).toBe(
      'Esta locação tem 1 vaga de garagem: informe no máximo 1 placa (foram 2).',
    );
    expectValidationError(
      await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, {
        expectedArrivalTime: '25:00',
        vehiclePlates: ['AB-12'],
      }),
      ['expectedArrivalTime', 'vehiclePlates.0'],
    );
    expectValidationError(await call(customer, 'PATCH', `/api/rentals/${id}/arrival`, { plates: [] }), ['']);
    const rental = (await call(customer, 'GET', `/api/rentals/${id}`)).json();
    expect(rental).toMatchObject({ expectedArrivalTime: '14:00', vehiclePlates: ['ABC1D23'] });
  });
});
