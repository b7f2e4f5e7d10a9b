import { type Project, type RentalStatus, unavailableDatesResponseSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createSeededCatalogApp, insertStays } from '../../../test/stays.ts';

let testApp: TestApp;
let projects: Project[];
let userId: string;

const UNKNOWN_ID = '5b0e3f4c-2d1a-4b8e-9c7d-6e5f4a3b2c1d';
const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const bySlug = (slug: string) => projects.find((project) => project.slug === slug)!;
const modalityOf = (slug: string, name: string) =>
  bySlug(slug).modalities.find((modality) => modality.name === name)!;
const routeOf = (projectId: string, modalityId: string) =>
  `/api/projects/${projectId}/modalities/${modalityId}/unavailable-dates`;

beforeAll(async () => {
  ({ testApp, projects, guestId: userId } = await createSeededCatalogApp());
});

afterAll(async () => {
  await testApp.close();
});

async function apartmentIdsOf(projectId: string, modalityId: string): Promise<string[]> {
  const rows = await testApp.db
    .selectFrom('apartments')
    .select('id')
    .where('project_id', '=', projectId)
    .where('modality_id', '=', modalityId)
    .orderBy('block')
    .orderBy('floor')
    .orderBy('number')
    .execute();
  return rows.map((row) => row.id);
}

const rent = (
  apartmentIds: string[],
  start: string,
  end: string,
  status: RentalStatus = 'WAITING_FOR_PAYMENT',
) => insertStays(testApp.db, { userId, apartmentIds, start, end, status });

describe('GET /api/projects/:projectId/modalities/:modalityId/unavailable-dates', () => {
  it('answers the nights on which every apartment of the modality is held, and only those', async () => {
    const project = bySlug('boa-viagem');
    const modality = modalityOf('boa-viagem', '2 quartos');
    const apartments = await apartmentIdsOf(project.id, modality.id);
    expect(apartments.length).toBeGreaterThanOrEqual(3);
    const [first, second, ...others] = apartments as [string, string, ...string[]];
    const url = `${routeOf(project.id, modality.id)}?from=2027-08-01&to=2027-08-31`;

    expect((await get(url)).json()).toEqual({ dates: [] });

    // Every apartment but the first is held from the 10th to the 20th (check-out on the 20th).
    await rent([second, ...others], '2027-08-10', '2027-08-20');
    // The first is held from the 12th to the 15th, in two stays of different statuses …
    await rent([first], '2027-08-12', '2027-08-14', 'RENTED');
    await rent([first], '2027-08-14', '2027-08-15', 'WAITING_APPROVAL');
    // … while a cancelled stay and a draft hold nothing.
    await rent([first], '2027-08-15', '2027-08-19', 'CANCELLED');
    await rent([first], '2027-08-16', '2027-08-18', 'UNFINISHED');
    // Another modality of the same project, fully held later, does not count.
    const other = modalityOf('boa-viagem', '1 quarto');
    await rent(await apartmentIdsOf(project.id, other.id), '2027-08-25', '2027-08-28');

    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(unavailableDatesResponseSchema.parse(response.json())).toEqual({
      dates: ['2027-08-12', '2027-08-13', '2027-08-14'],
    });
    // Availability agrees: no apartment for a stay containing a listed night, one for the nights around.
    const availability = `/api/projects/${project.id}/modalities/${modality.id}/availability`;
    expect((await get(`${availability}?start=2027-08-14&end=2027-08-15`)).json().apartments).toEqual([]);
    expect(
      (await get(`${availability}?start=2027-08-15&end=2027-08-20`))
        .json()
        .apartments.map((apartment: { id: string }) => apartment.id),
    ).toEqual([first]);

    // The window's ends are included; the check-out day of the long stays is free.
    expect((await get(`${routeOf(project.id, modality.id)}?from=2027-08-14&to=2027-08-14`)).json()).toEqual({
      dates: ['2027-08-14'],
    });
    expect((await get(`${routeOf(project.id, modality.id)}?from=2027-08-15&to=2027-08-30`)).json()).toEqual({
      dates: [],
    });

    // Cancelling the stays of the first apartment frees its nights, and with them the modality's.
    await testApp.db
      .updateTable('rentals')
      .set({ status: 'CANCELLED' })
      .where('apartment_id', '=', first)
      .where('start_date', '>=', '2027-08-12')
      .where('end_date', '<=', '2027-08-15')
      .execute();
    expect((await get(url)).json()).toEqual({ dates: [] });
  });

  it('lists a night held by every apartment through different stays', async () => {
    const project = bySlug('pinheiros');
    const modality = modalityOf('pinheiros', 'Studio');
    const apartments = await apartmentIdsOf(project.id, modality.id);
    const half = Math.ceil(apartments.length / 2);
    await rent(apartments.slice(0, half), '2027-09-01', '2027-09-05');
    await rent(apartments.slice(half), '2027-09-04', '2027-09-08');
    const response = await get(`${routeOf(project.id, modality.id)}?from=2027-08-30&to=2027-09-10`);
    expect(response.json()).toEqual({ dates: ['2027-09-04'] });
    // Like the other availability reads it changes with every booking: never cached.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses malformed or reversed dates and a window over two years with 400', async () => {
    const project = bySlug('santa-monica');
    const modality = project.modalities[0]!;
    for (const query of [
      'from=2027-05-10',
      'to=2027-05-10',
      'from=10/05/2027&to=2027-05-20',
      'from=2027-02-30&to=2027-03-10',
      'from=2027-05-10&to=2027-05-01',
      'from=2027-01-01&to=2029-01-03',
    ]) {
      const response = await get(`${routeOf(project.id, modality.id)}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(response.json().issues.length, query).toBeGreaterThan(0);
    }
    // Two years (731 days) is still accepted.
    expect((await get(`${routeOf(project.id, modality.id)}?from=2027-01-01&to=2029-01-01`)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown project or modality, or a modality of another project', async () => {
    const query = '?from=2027-05-01&to=2027-05-31';
    const santaMonica = bySlug('santa-monica');
    const pinheirosModality = bySlug('pinheiros').modalities[0]!;
    for (const [url, message] of [
      [routeOf(UNKNOWN_ID, santaMonica.modalities[0]!.id), 'Empreendimento não encontrado.'],
      [routeOf(santaMonica.id, UNKNOWN_ID), 'Modalidade não encontrada.'],
      [routeOf(santaMonica.id, pinheirosModality.id), 'Modalidade não encontrada.'],
    ] as const) {
      const response = await get(`${url}${query}`);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message });
    }
    // A malformed id names nothing, like in every other route.
    expect((await get(`${routeOf('nao-e-um-id', santaMonica.modalities[0]!.id)}${query}`)).statusCode).toBe(
      404,
    );
  });
});
