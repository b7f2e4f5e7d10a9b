import { apartmentLabel } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { insertDoorGrant } from '../door-access/door-access-test-support.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';
import {
  type Customer,
  call,
  customer,
  expectError,
  stayWindows,
  submittedRental,
  updateRentalRow,
} from './contract-test-support.ts';

let testApp: TestApp;
let owner: Customer;
let nextStay: ReturnType<typeof stayWindows>;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://estadia.example.com.br' } });
  const [apartment] = await apartmentsOfOneModality(testApp.db, 1);
  nextStay = stayWindows(apartment!);
  owner = await customer(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const icsUrl = (id: string) => `/api/rentals/${id}/calendar.ics`;
const PAID_AT = new Date('2026-01-02T03:04:05.678Z');

async function paidStay(nights = 3) {
  const rental = await submittedRental(testApp, owner, nextStay(nights));
  await updateRentalRow(testApp, rental.id, { status: 'RENTED', paid_at: PAID_AT });
  await insertDoorGrant(testApp.db, rental.id, '482913');
  return rental;
}

/** The logical lines: folds undone (RFC 5545, 3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('GET /api/rentals/:rentId/calendar.ics', () => {
  it('gives the paid stay as an iCalendar attachment, check-in 14:00 to check-out 12:00 in Brasília', async () => {
    const rental = await paidStay();
    const response = await call(testApp, owner, 'GET', icsUrl(rental.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const shortId = rental.id.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(response.headers['content-disposition']).toBe(`attachment; filename="estadia-${shortId}.ics"`);
    expect(response.headers['cache-control']).toBe('no-store');

    const lines = unfold(response.body);
    const compact = (date: string) => date.replace(/-/g, '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'TZID:America/Sao_Paulo',
        `UID:${rental.id}@estadia`,
        'DTSTAMP:20260102T030405Z',
        `DTSTART;TZID=America/Sao_Paulo:${compact(rental.startDate)}T140000`,
        `DTEND;TZID=America/Sao_Paulo:${compact(rental.endDate)}T120000`,
        `SUMMARY:Estadia: ${rental.project.name} – ${rental.projectModality.name}\\, ${apartmentLabel(rental.apartment)}`,
        `LOCATION:${rental.project.address.replace(/,/g, '\\,')}\\, ${rental.project.neighborhood}\\, ${rental.project.city.name} - ${rental.project.city.stateInitials}`,
        'URL:https://estadia.example.com.br/minhas-locacoes',
      ]),
    );
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Check-in a partir das 14:00');
    expect(description).toContain('https://estadia.example.com.br/minhas-locacoes');
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('never carries the access code (calendars sync to third parties) and is the same file every time', async () => {
    const rental = await paidStay();
    const [first, second] = [
      await call(testApp, owner, 'GET', icsUrl(rental.id)),
      await call(testApp, owner, 'GET', icsUrl(rental.id)),
    ];
    expect(first.body).not.toContain('482913');
    expect(first.body).toBe(second.body);
  });

  it('is there for defaulting and finished stays too', async () => {
    for (const status of ['DEFAULTER', 'FINISHED'] as const) {
      const rental = await paidStay();
      await updateRentalRow(testApp, rental.id, { status });
      expect((await call(testApp, owner, 'GET', icsUrl(rental.id))).statusCode, status).toBe(200);
    }
  });

  it('is 404 until the payment is approved, and for a cancelled stay', async () => {
    const rental = await submittedRental(testApp, owner, nextStay(2));
    for (const status of ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT', 'CANCELLED'] as const) {
      await updateRentalRow(testApp, rental.id, { status });
      const body = expectError(
        await call(testApp, owner, 'GET', icsUrl(rental.id)),
        404,
        'STAY_NOT_CONFIRMED',
      );
      expect(body.message).toContain('depois que o pagamento da locação é aprovado');
    }
  });

  it("is 404 for another customer's stay and for unknown ids, 401 without a session", async () => {
    const rental = await paidStay();
    expectError(await call(testApp, await customer(testApp), 'GET', icsUrl(rental.id)), 404, 'NOT_FOUND');
    expectError(
      await call(testApp, owner, 'GET', icsUrl('00000000-0000-4000-8000-000000000000')),
      404,
      'NOT_FOUND',
    );
    expectError(await call(testApp, null, 'GET', icsUrl(rental.id)), 401, 'UNAUTHORIZED');
  });
});
