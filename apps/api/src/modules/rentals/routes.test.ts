import {
  calculateQuote,
  INVALID_RENTAL_MESSAGE,
  type Rental,
  rentalListResponseSchema,
  rentalSchema,
} from '@estadia/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { insertDoorGrant } from '../door-access/door-access-test-support.ts';
import {
  apartmentsOfOneModality,
  completeProfile,
  daysFromToday,
  draftBody,
  userIdByEmail,
} from './rental-test-support.ts';

let testApp: TestApp;
let apartments: ApartmentRow[];
let otherModalityApartment: ApartmentRow;

interface Customer extends TestUser {
  id: string;
}

async function customer(options: { complete?: boolean } = {}): Promise<Customer> {
  const user = await signUpUser(testApp.app);
  const id = await userIdByEmail(testApp.db, user.email);
  if (options.complete !== false) await completeProfile(testApp.db, id);
  return { ...user, id };
}

function call(
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method, url, headers: user?.headers, ...(payload ? { payload } : {}) });
}

/** The answer, checked against the contract's rental schema. */
function rentalOf(response: LightMyRequestResponse, status = 200): Rental {
  expect(response.statusCode, response.body).toBe(status);
  return rentalSchema.parse(response.json());
}

async function draft(user: TestUser, body: object): Promise<Rental> {
  return rentalOf(await call(user, 'POST', '/api/rentals', body), 201);
}

async function submitted(user: TestUser, body: object): Promise<Rental> {
  const created = await draft(user, body);
  return rentalOf(await call(user, 'POST', `/api/rentals/${created.id}/submit`));
}

async function takenNights(apartment: ApartmentRow, from: number, to: number): Promise<string[]> {
  const response = await call(
    null,
    'GET',
    `/api/apartments/${apartment.id}/unavailable-dates?from=${daysFromToday(from)}&to=${daysFromToday(to)}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json().dates;
}

function expectError(response: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: status, code });
  expect(body.message).toEqual(message ?? expect.any(String));
  return body;
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  apartments = await apartmentsOfOneModality(testApp.db, 8);
  otherModalityApartment = await testApp.db
    .selectFrom('apartments')
    .selectAll()
    .where('modality_id', '!=', apartments[0]!.modality_id)
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  await testApp?.close();
});

describe('authentication', () => {
  it('answers 401 to every rentals route without a valid token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['POST', '/api/rentals'],
      ['GET', '/api/rentals'],
      ['GET', `/api/rentals/${id}`],
      ['PATCH', `/api/rentals/${id}`],
      ['POST', `/api/rentals/${id}/submit`],
      ['POST', `/api/rentals/${id}/cancel`],
    ];
    for (const [method, url] of routes) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const payload = method === 'GET' ? undefined : {};
        const response = await testApp.app.inject({ method: method as 'GET', url, headers, payload });
        expectError(response, 401, 'UNAUTHORIZED');
      }
    }
  });
});

describe('POST /api/rentals (a draft)', () => {
  it('creates an UNFINISHED draft priced by the server', async () => {
    const user = await customer();
    const apartment = apartments[0]!;
    const body = draftBody(apartment, 10, 5, {
      carSpots: { common: 1, covered: 2 },
      paymentType: 'PIX',
      rentGuaranteeType: 'CREDPAGO',
    });
    const rental = await draft(user, body);

    const modality = (await call(null, 'GET', `/api/apartments/${apartment.id}`)).json();
    const expected = calculateQuote({
      modality: modality.modality,
      spotPrices: modality.project,
      interval: body.interval,
      carSpots: body.carSpots,
    });
    expect(rental).toMatchObject({
      status: 'UNFINISHED',
      statusLabel: 'Reserva não finalizada',
      apartment: {
        id: apartment.id,
        block: apartment.block,
        floor: apartment.floor,
        number: apartment.number,
      },
      projectModality: { id: apartment.modality_id },
      project: { id: apartment.project_id },
      startDate: body.interval.start,
      endDate: body.interval.end,
      nights: 5,
      period: 'SHORT_PERIOD',
      carSpots: { common: 1, covered: 2 },
      paymentType: 'PIX',
      rentGuaranteeType: 'CREDPAGO',
      rentalValueCents: expected.totalCents,
      priceLines: expected.lines,
      accessCode: null,
      contract: { signedAt: null, sha256: null },
      payments: [],
      cancellation: null,
    });
    expect(expected.lines).toHaveLength(3);
    expect(rental.project).not.toHaveProperty('modalities');
  });

  it('prices a long stay per 30-night period', async () => {
    const user = await customer();
    const rental = await draft(user, draftBody(apartments[0]!, 40, 45));
    expect(rental).toMatchObject({ nights: 45, period: 'LONG_PERIOD', carSpots: { common: 0, covered: 0 } });
    const expected = calculateQuote({
      modality: rental.projectModality,
      spotPrices: rental.project,
      interval: { start: rental.startDate, end: rental.endDate },
    });
    expect(rental.rentalValueCents).toBe(expected.totalCents);
  });

  it('holds no nights: overlapping drafts are fine, and the calendar stays free', async () => {
    const [first, second] = [await customer(), await customer()];
    const body = draftBody(apartments[1]!, 20, 4);
    await draft(first, body);
    await draft(first, body);
    await draft(second, body);
    expect(await takenNights(apartments[1]!, 15, 30)).toEqual([]);
  });

  it.each([
    ['an unknown apartment', { apartmentId: '00000000-0000-4000-8000-000000000001' }, 'apartmentId'],
    ['an unknown modality', { modalityId: '00000000-0000-4000-8000-000000000002' }, 'modalityId'],
    ['zero nights', { interval: { start: daysFromToday(5), end: daysFromToday(5) } }, 'interval.end'],
    [
      'an end before the start',
      { interval: { start: daysFromToday(9), end: daysFromToday(5) } },
      'interval.end',
    ],
    [
      'a start in the past',
      { interval: { start: daysFromToday(-1), end: daysFromToday(3) } },
      'interval.start',
    ],
    [
      'a start over two years ahead',
      { interval: { start: daysFromToday(800), end: daysFromToday(805) } },
      'interval.start',
    ],
    [
      'a stay over 730 nights',
      { interval: { start: daysFromToday(1), end: daysFromToday(800) } },
      'interval.end',
    ],
  ])('refuses %s with 422 "Dados de locação inválidos"', async (_, override, path) => {
    const user = await customer();
    const response = await call(user, 'POST', '/api/rentals', {
      ...draftBody(apartments[0]!, 5, 3),
      ...override,
    });
    const body = expectError(response, 422, 'INVALID_RENTAL', INVALID_RENTAL_MESSAGE);
    expect(body.issues).toEqual([{ path, message: expect.any(String) }]);
  });

  it('refuses an apartment of another modality', async () => {
    const user = await customer();
    const response = await call(user, 'POST', '/api/rentals', {
      ...draftBody(apartments[0]!, 5, 3),
      apartmentId: otherModalityApartment.id,
    });
    const body = expectError(response, 422, 'INVALID_RENTAL', INVALID_RENTAL_MESSAGE);
    expect(body.issues).toEqual([
      { path: 'modalityId', message: 'O apartamento escolhido não é desta modalidade' },
    ]);
  });

  it('refuses more people than the modality takes', async () => {
    const user = await customer();
    const modality = (await call(null, 'GET', `/api/apartments/${apartments[0]!.id}`)).json().modality;
    const occupantsIds = Array.from(
      { length: modality.maxOccupants },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const response = await call(user, 'POST', '/api/rentals', {
      ...draftBody(apartments[0]!, 5, 3),
      occupantsIds,
    });
    expectError(response, 422, 'TOO_MANY_OCCUPANTS');
    const fits = await call(user, 'POST', '/api/rentals', {
      ...draftBody(apartments[0]!, 5, 3),
      occupantsIds: occupantsIds.slice(1),
    });
    expect(fits.statusCode).toBe(201);
  });

  it.each([
    ['no body fields', {}],
    ['no interval', { interval: undefined }],
    ['a malformed date', { interval: { start: '10/01/2030', end: '2030-01-12' } }],
    ['an impossible date', { interval: { start: '2030-02-30', end: '2030-03-02' } }],
    ['a malformed id', { apartmentId: 'apartamento-1' }],
    ['negative car spots', { carSpots: { common: -1, covered: 0 } }],
    ['fractional car spots', { carSpots: { common: 1.5, covered: 0 } }],
    ['an unknown payment type', { paymentType: 'CHEQUE' }],
    ['an unknown guarantee', { rentGuaranteeType: 'FIADOR' }],
    ['a wrongly typed field', { interval: 'amanhã' }],
  ])('answers 400 with issues to %s', async (_, override) => {
    const user = await customer();
    const payload =
      Object.keys(override).length === 0 ? {} : { ...draftBody(apartments[0]!, 5, 3), ...override };
    const body = expectError(await call(user, 'POST', '/api/rentals', payload), 400, 'VALIDATION_ERROR');
    expect(body.issues.length).toBeGreaterThan(0);
  });

  it('answers 400 to a body that is not JSON, never 500', async () => {
    const user = await customer();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"apartmentId": ',
    });
    expectError(response, 400, 'MALFORMED_JSON');
  });
});

describe('GET /api/rentals', () => {
  it('lists only my rentals, newest first, a page at a time', async () => {
    const [me, someoneElse] = [await customer(), await customer()];
    const mine: Rental[] = [];
    for (let index = 0; index < 3; index += 1)
      mine.push(await draft(me, draftBody(apartments[2]!, 30 + index, 2)));
    await draft(someoneElse, draftBody(apartments[2]!, 30, 2));

    const all = rentalListResponseSchema.parse((await call(me, 'GET', '/api/rentals')).json());
    expect(all.total).toBe(3);
    expect(all.items.map((rental) => rental.id)).toEqual(mine.map((rental) => rental.id).reverse());

    const page2 = (await call(me, 'GET', '/api/rentals?page=2&pageSize=2')).json();
    expect(page2).toMatchObject({ total: 3, items: [{ id: mine[0]!.id }] });
    for (const page of ['9', '450359962737049']) {
      const beyond = await call(me, 'GET', `/api/rentals?page=${page}&pageSize=2`);
      expect(beyond.json()).toEqual({ items: [], total: 3 });
    }
  });

  it('answers an empty list to a new customer', async () => {
    expect((await call(await customer(), 'GET', '/api/rentals')).json()).toEqual({ items: [], total: 0 });
  });

  it.each(['page=0', 'pageSize=101', 'page=abc'])('answers 400 to %s', async (query) => {
    expectError(await call(await customer(), 'GET', `/api/rentals?${query}`), 400, 'VALIDATION_ERROR');
  });
});

describe("someone else's rental", () => {
  it('is not found for any route, and stays untouched', async () => {
    const [owner, intruder] = [await customer(), await customer()];
    const rental = await draft(owner, draftBody(apartments[3]!, 12, 3));
    const attempts: [string, 'GET' | 'POST' | 'PATCH', object?][] = [
      ['', 'GET'],
      ['', 'PATCH', { carSpots: { common: 1, covered: 0 } }],
      ['/submit', 'POST'],
      ['/cancel', 'POST', { reason: 'MISTOOK_RESERVATION' }],
    ];
    for (const [suffix, method, payload] of attempts) {
      const response = await call(intruder, method, `/api/rentals/${rental.id}${suffix}`, payload);
      expectError(response, 404, 'NOT_FOUND', 'Locação não encontrada.');
    }
    expect(rentalOf(await call(owner, 'GET', `/api/rentals/${rental.id}`))).toEqual(rental);
    expect((await call(intruder, 'GET', '/api/rentals')).json().total).toBe(0);
  });

  it('answers 404 to an unknown or malformed id', async () => {
    const user = await customer();
    for (const id of ['00000000-0000-4000-8000-000000000009', 'not-an-id', '1']) {
      expectError(await call(user, 'GET', `/api/rentals/${id}`), 404, 'NOT_FOUND');
    }
  });
});

describe('PATCH /api/rentals/:rentId', () => {
  it('changes a draft and prices it again', async () => {
    const user = await customer();
    const created = await draft(user, draftBody(apartments[0]!, 50, 3, { paymentType: 'PIX' }));
    const interval = { start: daysFromToday(50), end: daysFromToday(60) };
    const updated = rentalOf(
      await call(user, 'PATCH', `/api/rentals/${created.id}`, {
        apartmentId: apartments[4]!.id,
        interval,
        carSpots: { common: 0, covered: 1 },
        paymentType: null,
        rentGuaranteeType: 'GUARANTOR',
      }),
    );
    const expected = calculateQuote({
      modality: created.projectModality,
      spotPrices: created.project,
      interval,
      carSpots: { common: 0, covered: 1 },
    });
    expect(updated).toMatchObject({
      id: created.id,
      status: 'UNFINISHED',
      apartment: { id: apartments[4]!.id },
      startDate: interval.start,
      endDate: interval.end,
      nights: 10,
      paymentType: null,
      rentGuaranteeType: 'GUARANTOR',
      rentalValueCents: expected.totalCents,
      priceLines: expected.lines,
    });
    expect(updated.rentalValueCents).toBeGreaterThan(created.rentalValueCents);
    // An empty change keeps everything.
    const same = rentalOf(await call(user, 'PATCH', `/api/rentals/${created.id}`, {}));
    expect({ ...same, updatedDate: undefined }).toEqual({ ...updated, updatedDate: undefined });
  });

  it('refuses invalid changes with 422 and unknown fields with 400', async () => {
    const user = await customer();
    const created = await draft(user, draftBody(apartments[0]!, 50, 3));
    const url = `/api/rentals/${created.id}`;
    expectError(
      await call(user, 'PATCH', url, { apartmentId: otherModalityApartment.id }),
      422,
      'INVALID_RENTAL',
      INVALID_RENTAL_MESSAGE,
    );
    expectError(
      await call(user, 'PATCH', url, { interval: { start: daysFromToday(9), end: daysFromToday(9) } }),
      422,
      'INVALID_RENTAL',
    );
    expectError(await call(user, 'PATCH', url, { status: 'RENTED' }), 400, 'VALIDATION_ERROR');
    expectError(await call(user, 'PATCH', url, { rentalValueCents: 1 }), 400, 'VALIDATION_ERROR');
    expect(rentalOf(await call(user, 'GET', url))).toEqual(created);
  });

  it('refuses to change a rental once submitted or cancelled (409 RENTAL_NOT_EDITABLE)', async () => {
    const user = await customer();
    const sent = await submitted(user, draftBody(apartments[5]!, 70, 3));
    expectError(
      await call(user, 'PATCH', `/api/rentals/${sent.id}`, { carSpots: { common: 1, covered: 0 } }),
      409,
      'RENTAL_NOT_EDITABLE',
    );
    const dropped = await draft(user, draftBody(apartments[5]!, 90, 3));
    await call(user, 'POST', `/api/rentals/${dropped.id}/cancel`, { reason: 'MISTOOK_RESERVATION' });
    expectError(await call(user, 'PATCH', `/api/rentals/${dropped.id}`, {}), 409, 'RENTAL_NOT_EDITABLE');
  });
});

describe('POST /api/rentals/:rentId/submit', () => {
  it('holds the nights and, with automatic approval, awaits the signature', async () => {
    const user = await customer();
    const rental = await submitted(user, draftBody(apartments[6]!, 100, 3));
    expect(rental).toMatchObject({ status: 'WAITING_FOR_SIGNATURE', statusLabel: 'Assinatura pendente' });
    expect(await takenNights(apartments[6]!, 99, 104)).toEqual([
      daysFromToday(100),
      daysFromToday(101),
      daysFromToday(102),
    ]);
    const row = await testApp.db
      .selectFrom('rentals')
      .select(['submitted_at', 'approved_at'])
      .where('id', '=', rental.id)
      .executeTakeFirstOrThrow();
    expect(row.submitted_at).toBeInstanceOf(Date);
    expect(row.approved_at).toEqual(row.submitted_at);
  });

  it('reads no body, but refuses a malformed or foreign one before touching the rental', async () => {
    const user = await customer();
    const rental = await draft(user, draftBody(apartments[6]!, 105, 2));
    const url = `/api/rentals/${rental.id}/submit`;
    const send = (contentType: string, payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...user.headers, 'content-type': contentType },
        payload,
      });
    expectError(await send('application/json', '{'), 400, 'MALFORMED_JSON');
    expectError(await send('application/xml', '<submit/>'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(rentalOf(await call(user, 'GET', `/api/rentals/${rental.id}`)).status).toBe('UNFINISHED');
    expect(rentalOf(await send('application/json', '{}')).status).toBe('WAITING_FOR_SIGNATURE');
  });

  it('refuses a second submission (409 RENTAL_NOT_SUBMITTABLE)', async () => {
    const user = await customer();
    const rental = await submitted(user, draftBody(apartments[6]!, 110, 3));
    expectError(await call(user, 'POST', `/api/rentals/${rental.id}/submit`), 409, 'RENTAL_NOT_SUBMITTABLE');
  });

  it('refuses nights another stay holds, offering the free apartments of the modality', async () => {
    const [first, second] = [await customer(), await customer()];
    const apartment = apartments[7]!;
    await submitted(first, draftBody(apartment, 120, 5));
    // Another apartment of the modality is taken too on those nights, so it is no alternative.
    await submitted(first, draftBody(apartments[6]!, 125, 2));

    const overlapping = await draft(second, draftBody(apartment, 124, 3));
    const response = await call(second, 'POST', `/api/rentals/${overlapping.id}/submit`);
    const body = expectError(response, 409, 'APARTMENT_UNAVAILABLE');
    expect(body.message).toMatch(/já está reservado/);
    const alternatives: { id: string }[] = body.alternatives;
    const ids = alternatives.map((alternative) => alternative.id);
    expect(ids).not.toContain(apartment.id);
    expect(ids).not.toContain(apartments[6]!.id);
    expect(ids).toContain(apartments[0]!.id);
    expect(alternatives[0]).toEqual({
      id: expect.any(String),
      block: expect.any(String),
      floor: expect.any(Number),
      number: expect.any(String),
    });
    // The refused draft is still a draft, ready to move to an alternative.
    expect(rentalOf(await call(second, 'GET', `/api/rentals/${overlapping.id}`)).status).toBe('UNFINISHED');
    const moved = rentalOf(
      await call(second, 'PATCH', `/api/rentals/${overlapping.id}`, { apartmentId: ids[0] }),
    );
    expect(rentalOf(await call(second, 'POST', `/api/rentals/${moved.id}/submit`)).status).toBe(
      'WAITING_FOR_SIGNATURE',
    );
  });

  it('lets a stay start on the check-out day of another, and end on its check-in day', async () => {
    const [first, second, third] = [await customer(), await customer(), await customer()];
    const apartment = apartments[7]!;
    await submitted(first, draftBody(apartment, 140, 5));
    expect((await submitted(second, draftBody(apartment, 145, 2))).status).toBe('WAITING_FOR_SIGNATURE');
    expect((await submitted(third, draftBody(apartment, 137, 3))).status).toBe('WAITING_FOR_SIGNATURE');
  });

  it('asks for the missing profile sections first (422 PROFILE_INCOMPLETE)', async () => {
    const user = await customer({ complete: false });
    const rental = await draft(user, draftBody(apartments[0]!, 150, 2));
    const body = expectError(
      await call(user, 'POST', `/api/rentals/${rental.id}/submit`),
      422,
      'PROFILE_INCOMPLETE',
      'Complete o seu cadastro antes de enviar a locação. Falta preencher: Dados pessoais, Documentos e Endereço.',
    );
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'personalData',
      'documents',
      'address',
    ]);

    await completeProfile(testApp.db, user.id);
    await testApp.db
      .updateTable('users')
      .set({ address_complement: null })
      .where('id', '=', user.id)
      .execute();
    expectError(
      await call(user, 'POST', `/api/rentals/${rental.id}/submit`),
      422,
      'PROFILE_INCOMPLETE',
      'Complete o seu cadastro antes de enviar a locação. Falta preencher: Endereço.',
    );
    expect(await takenNights(apartments[0]!, 150, 152)).toEqual([]);

    await testApp.db
      .updateTable('users')
      .set({ address_complement: 'Casa' })
      .where('id', '=', user.id)
      .execute();
    expect(rentalOf(await call(user, 'POST', `/api/rentals/${rental.id}/submit`)).status).toBe(
      'WAITING_FOR_SIGNATURE',
    );
  });

  it('checks the dates again: a draft whose start has passed is refused', async () => {
    const user = await customer();
    const rental = await draft(user, draftBody(apartments[0]!, 3, 2));
    await testApp.db
      .updateTable('rentals')
      .set({ start_date: daysFromToday(-2), end_date: daysFromToday(1) })
      .where('id', '=', rental.id)
      .execute();
    const body = expectError(
      await call(user, 'POST', `/api/rentals/${rental.id}/submit`),
      422,
      'INVALID_RENTAL',
      INVALID_RENTAL_MESSAGE,
    );
    expect(body.issues).toEqual([{ path: 'interval.start', message: expect.any(String) }]);
  });
});

describe('POST /api/rentals/:rentId/cancel', () => {
  it('cancels a held stay with a reason and frees its nights for someone else', async () => {
    const [first, second] = [await customer(), await customer()];
    const apartment = apartments[3]!;
    const held = await submitted(first, draftBody(apartment, 200, 4));
    const waiting = await draft(second, draftBody(apartment, 201, 2));
    expectError(
      await call(second, 'POST', `/api/rentals/${waiting.id}/submit`),
      409,
      'APARTMENT_UNAVAILABLE',
    );

    const cancelled = rentalOf(
      await call(first, 'POST', `/api/rentals/${held.id}/cancel`, {
        reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE',
      }),
    );
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      statusLabel: 'Pré-locação cancelada',
      cancellation: { reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE', details: null },
    });
    expect(await takenNights(apartment, 199, 205)).toEqual([]);
    expect(rentalOf(await call(second, 'POST', `/api/rentals/${waiting.id}/submit`)).status).toBe(
      'WAITING_FOR_SIGNATURE',
    );
  });

  it('needs details when the reason is OTHER', async () => {
    const user = await customer();
    const rental = await draft(user, draftBody(apartments[0]!, 210, 2));
    const url = `/api/rentals/${rental.id}/cancel`;
    for (const payload of [{ reason: 'OTHER' }, { reason: 'OTHER', details: '   ' }]) {
      const body = expectError(await call(user, 'POST', url, payload), 400, 'VALIDATION_ERROR');
      expect(body.issues).toEqual([{ path: 'details', message: 'Conte o motivo do cancelamento' }]);
    }
    for (const payload of [{}, { reason: 'CHANGED_MIND' }, { reason: 'OTHER', details: 'x'.repeat(501) }]) {
      expectError(await call(user, 'POST', url, payload), 400, 'VALIDATION_ERROR');
    }
    const cancelled = rentalOf(
      await call(user, 'POST', url, { reason: 'OTHER', details: ' Mudei de cidade ' }),
    );
    expect(cancelled.cancellation).toEqual({ reason: 'OTHER', details: 'Mudei de cidade', refundCents: 0 });
  });

  it('refuses to cancel twice, or once the stay is paid (409 RENTAL_NOT_CANCELLABLE)', async () => {
    const user = await customer();
    const dropped = await draft(user, draftBody(apartments[0]!, 220, 2));
    await call(user, 'POST', `/api/rentals/${dropped.id}/cancel`, { reason: 'MISTOOK_RESERVATION' });
    expectError(
      await call(user, 'POST', `/api/rentals/${dropped.id}/cancel`, { reason: 'MISTOOK_RESERVATION' }),
      409,
      'RENTAL_NOT_CANCELLABLE',
      'Esta locação já está cancelada.',
    );

    for (const status of ['RENTED', 'DEFAULTER', 'FINISHED'] as const) {
      const rental = await submitted(
        user,
        draftBody(apartments[1]!, 230 + 10 * ['RENTED', 'DEFAULTER', 'FINISHED'].indexOf(status), 2),
      );
      await testApp.db.updateTable('rentals').set({ status }).where('id', '=', rental.id).execute();
      expectError(
        await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, { reason: 'MISTOOK_RESERVATION' }),
        409,
        'RENTAL_NOT_CANCELLABLE',
      );
    }
  });

  it('cancels at every step before RENTED', async () => {
    const user = await customer();
    for (const [index, status] of (['WAITING_APPROVAL', 'WAITING_FOR_PAYMENT'] as const).entries()) {
      const rental = await submitted(user, draftBody(apartments[2]!, 260 + 5 * index, 2));
      await testApp.db.updateTable('rentals').set({ status }).where('id', '=', rental.id).execute();
      const response = await call(user, 'POST', `/api/rentals/${rental.id}/cancel`, {
        reason: 'APPROVAL_WAIT_TIME_TOO_LONG',
      });
      expect(rentalOf(response).status).toBe('CANCELLED');
    }
  });
});

describe('the access code', () => {
  it('shows only while the stay is RENTED', async () => {
    const user = await customer();
    const rental = await submitted(user, draftBody(apartments[4]!, 300, 2));
    await insertDoorGrant(testApp.db, rental.id, '482913');
    const url = `/api/rentals/${rental.id}`;
    expect(rentalOf(await call(user, 'GET', url)).accessCode).toBeNull();
    await testApp.db.updateTable('rentals').set({ status: 'RENTED' }).where('id', '=', rental.id).execute();
    expect(rentalOf(await call(user, 'GET', url))).toMatchObject({
      accessCode: '482913',
      statusLabel: 'Pagamento aprovado',
    });
    await testApp.db.updateTable('rentals').set({ status: 'FINISHED' }).where('id', '=', rental.id).execute();
    expect(rentalOf(await call(user, 'GET', url)).accessCode).toBeNull();
  });
});

describe('hostile input', () => {
  it('never answers 500 to arbitrary JSON on any rentals route', async () => {
    const user = await customer();
    const rental = await draft(user, draftBody(apartments[0]!, 400, 2));
    const targets: ['POST' | 'PATCH', string][] = [
      ['POST', '/api/rentals'],
      ['PATCH', `/api/rentals/${rental.id}`],
      ['POST', `/api/rentals/${rental.id}/cancel`],
    ];
    const valid = draftBody(apartments[0]!, 400, 2);
    // Plausible shapes with odd values reach the rules; arbitrary JSON exercises the parser and schemas.
    const plausible = fc.record(
      {
        apartmentId: fc.oneof(fc.uuid(), fc.constant(valid.apartmentId), fc.string()),
        modalityId: fc.oneof(fc.uuid(), fc.constant(valid.modalityId), fc.jsonValue()),
        interval: fc.record({
          start: fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
            fc.string(),
          ),
          end: fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
            fc.string(),
          ),
        }),
        carSpots: fc.record({ common: fc.integer(), covered: fc.oneof(fc.integer(), fc.double()) }),
        occupantsIds: fc.array(fc.uuid(), { maxLength: 25 }),
        reason: fc.constantFrom('OTHER', 'MISTOOK_RESERVATION', 'x'),
        details: fc.string(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.oneof(
          fc.json(),
          plausible.map((body) => JSON.stringify(body)),
        ),
        async ([method, url], payload) => {
          const response = await testApp.app.inject({
            method,
            url,
            headers: { ...user.headers, 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode, `${method} ${url} ${payload} → ${response.body}`).toBeLessThan(500);
          const body = response.json();
          if (response.statusCode >= 400)
            expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        },
      ),
      { numRuns: 150 },
    );
  });
});
