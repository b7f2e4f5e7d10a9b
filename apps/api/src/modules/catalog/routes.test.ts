import { brotliDecompressSync, gzipSync } from 'node:zlib';
import {
  apartmentDetailsSchema,
  availabilityResponseSchema,
  calculateQuote,
  type Modality,
  modalityWithProjectSchema,
  type Project,
  projectListResponseSchema,
  projectSchema,
  type RentalStatus,
} from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createSeededCatalogApp, insertStays } from '../../../test/stays.ts';
import { securityHeaders } from '../../http/security-headers.ts';

let testApp: TestApp;
let projects: Project[];
let userId: string;

const bySlug = (slug: string) => projects.find((project) => project.slug === slug)!;
const get = (url: string) => testApp.app.inject({ method: 'GET', url });

beforeAll(async () => {
  ({ testApp, projects, guestId: userId } = await createSeededCatalogApp());
});

afterAll(async () => {
  await testApp.close();
});

async function apartmentsOf(projectId: string, modalityId?: string) {
  let query = testApp.db.selectFrom('apartments').selectAll().where('project_id', '=', projectId);
  if (modalityId) query = query.where('modality_id', '=', modalityId);
  return query.orderBy('block').orderBy('floor').orderBy('number').execute();
}

const rent = (apartmentIds: string[], start: string, end: string, status: RentalStatus = 'RENTED') =>
  insertStays(testApp.db, { userId, apartmentIds, start, end, status });

describe('GET /api/projects', () => {
  it('lists the three projects by name, with their modalities and apartment counts', async () => {
    const response = await get('/api/projects');
    expect(response.statusCode).toBe(200);
    const body = projectListResponseSchema.parse(response.json());
    expect(body.total).toBe(3);
    expect(body.items.map((project) => project.name)).toEqual([
      'Estadia Boa Viagem',
      'Estadia Pinheiros',
      'Estadia Santa Mônica',
    ]);
    expect(bySlug('santa-monica')).toMatchObject({
      city: { name: 'Uberlândia', stateInitials: 'MG' },
      neighborhood: 'Santa Mônica',
      commonSpotDaily: 1500,
      coveredSpotDaily: 2500,
    });
    expect(bySlug('santa-monica').apartmentCount).toBeGreaterThanOrEqual(40);
    for (const project of body.items) {
      expect(project.modalities.length).toBeGreaterThanOrEqual(2);
      for (const modality of project.modalities) expect(modality.projectId).toBe(project.id);
    }
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('filters by city regardless of case and accents', async () => {
    for (const [city, slug] of [
      ['uberlandia', 'santa-monica'],
      ['UBERLÂNDIA', 'santa-monica'],
      ['Sao Paulo', 'pinheiros'],
      ['são paulo', 'pinheiros'],
      ['recife', 'boa-viagem'],
    ]) {
      const body = (await get(`/api/projects?city=${encodeURIComponent(city!)}`)).json();
      expect(
        body.items.map((project: Project) => project.slug),
        city,
      ).toEqual([slug]);
      expect(body.total).toBe(1);
    }
    expect((await get('/api/projects?city=Curitiba')).json()).toEqual({ items: [], total: 0 });
  });

  it('keeps only projects with an apartment free on every night of the period', async () => {
    const pinheiros = bySlug('pinheiros');
    const all = (await apartmentsOf(pinheiros.id)).map((apartment) => apartment.id);
    await rent(all.slice(0, -1), '2027-01-10', '2027-01-20');
    await rent(all.slice(-1), '2027-01-15', '2027-01-16');
    const slugs = async (start: string, end: string) => {
      const response = await get(`/api/projects?start=${start}&end=${end}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json().items.map((project: Project) => project.slug);
    };
    expect(await slugs('2027-01-12', '2027-01-18')).toEqual(['boa-viagem', 'santa-monica']);
    // The last apartment is free before and after its single night.
    expect(await slugs('2027-01-12', '2027-01-15')).toEqual(['boa-viagem', 'pinheiros', 'santa-monica']);
    // Check-out day of every stay.
    expect(await slugs('2027-01-20', '2027-01-25')).toEqual(['boa-viagem', 'pinheiros', 'santa-monica']);
    expect((await get(`/api/projects?city=paulo&start=2027-01-12&end=2027-01-18`)).json()).toEqual({
      items: [],
      total: 0,
    });
  });

  it('refuses a period without both dates, or ending before it starts', async () => {
    for (const query of ['start=2027-01-10', 'end=2027-01-10', 'start=2027-01-10&end=2027-01-10']) {
      const response = await get(`/api/projects?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('sends the ready bytes with the full set of security headers, as every other response', async () => {
    const expected = securityHeaders({ https: false });
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']),
    );
    for (const url of ['/api/projects', '/api/healthz', '/api/nada']) {
      const response = await get(url);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      expect(response.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
    const list = await get('/api/projects');
    expect(list.headers['cache-control']).toBe('public, no-cache');
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('compresses the JSON answer', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).total).toBe(3);
  });
});

describe('GET /api/projects/:projectId', () => {
  it('answers the project', async () => {
    const project = bySlug('boa-viagem');
    const response = await get(`/api/projects/${project.id}`);
    expect(response.statusCode).toBe(200);
    expect(projectSchema.parse(response.json())).toEqual(project);
  });

  it('answers 404 in Portuguese for an unknown project', async () => {
    const response = await get('/api/projects/5b0e3f4c-2d1a-4b8e-9c7d-6e5f4a3b2c1d');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Empreendimento não encontrado.',
    });
  });
});

describe('GET /api/projects/:projectId/modalities/:modalityId', () => {
  it('answers the modality with its project, without the other modalities', async () => {
    const project = bySlug('santa-monica');
    const modality = project.modalities[0]!;
    const response = await get(`/api/projects/${project.id}/modalities/${modality.id}`);
    expect(response.statusCode).toBe(200);
    const body = modalityWithProjectSchema.parse(response.json());
    expect(body).toMatchObject({ id: modality.id, name: modality.name, project: { id: project.id } });
    expect(response.json().project.modalities).toBeUndefined();
  });

  it('answers 404 for a modality of another project', async () => {
    const response = await get(
      `/api/projects/${bySlug('pinheiros').id}/modalities/${bySlug('boa-viagem').modalities[0]!.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Modalidade não encontrada.');
  });
});

describe('GET …/modalities/:modalityId/availability', () => {
  it('answers the apartments of the modality free on every night', async () => {
    const project = bySlug('boa-viagem');
    const modality = project.modalities.find((candidate) => candidate.name === '2 quartos')!;
    const apartments = await apartmentsOf(project.id, modality.id);
    const url = `/api/projects/${project.id}/modalities/${modality.id}/availability?start=2027-03-10&end=2027-03-15`;

    const first = await get(url);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // It changes with every booking: never kept by a browser or a CDN.
    expect(first.headers['cache-control']).toBe('no-store');
    const before = availabilityResponseSchema.parse(first.json());
    expect(before.apartments.map((apartment) => apartment.id)).toEqual(
      apartments.map((apartment) => apartment.id),
    );
    expect(before.apartments[0]).toEqual({
      id: apartments[0]!.id,
      block: apartments[0]!.block,
      floor: apartments[0]!.floor,
      number: apartments[0]!.number,
    });

    await rent([apartments[0]!.id], '2027-03-14', '2027-03-20');
    await rent([apartments[1]!.id], '2027-03-05', '2027-03-10'); // leaves on our check-in day
    await rent([apartments[2]!.id], '2027-03-01', '2027-03-30', 'CANCELLED');
    await rent([apartments[3]!.id], '2027-03-01', '2027-03-30', 'UNFINISHED');
    const after = (await get(url)).json();
    expect(after.apartments.map((apartment: { id: string }) => apartment.id)).toEqual(
      apartments.slice(1).map((apartment) => apartment.id),
    );
  });

  it('refuses an interval without a night', async () => {
    const project = bySlug('boa-viagem');
    const response = await get(
      `/api/projects/${project.id}/modalities/${project.modalities[0]!.id}/availability?start=2027-03-10&end=2027-03-10`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('end');
  });

  it('answers 404 for an unknown modality', async () => {
    const project = bySlug('boa-viagem');
    const response = await get(
      `/api/projects/${project.id}/modalities/5b0e3f4c-2d1a-4b8e-9c7d-6e5f4a3b2c1d/availability?start=2027-03-10&end=2027-03-11`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/apartments/:apartmentId', () => {
  it('answers the apartment with its modality and project', async () => {
    const project = bySlug('pinheiros');
    const apartment = (await apartmentsOf(project.id))[0]!;
    const response = await get(`/api/apartments/${apartment.id}`);
    expect(response.statusCode).toBe(200);
    const body = apartmentDetailsSchema.parse(response.json());
    expect(body.apartment).toEqual({
      id: apartment.id,
      projectId: project.id,
      modalityId: apartment.modality_id,
      block: apartment.block,
      floor: apartment.floor,
      number: apartment.number,
    });
    expect(body.modality.id).toBe(apartment.modality_id);
    expect(body.project.id).toBe(project.id);
  });

  it('answers 404 for an unknown apartment', async () => {
    const response = await get('/api/apartments/5b0e3f4c-2d1a-4b8e-9c7d-6e5f4a3b2c1d');
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Apartamento não encontrado.',
    });
  });
});

describe('GET /api/apartments/:apartmentId/unavailable-dates', () => {
  it('answers the nights held in the window, both ends included', async () => {
    const apartment = (await apartmentsOf(bySlug('santa-monica').id))[5]!;
    await rent([apartment.id], '2027-05-10', '2027-05-13');
    await rent([apartment.id], '2027-05-13', '2027-05-14', 'WAITING_APPROVAL');
    await rent([apartment.id], '2027-05-20', '2027-05-25', 'CANCELLED');
    await rent([apartment.id], '2027-05-28', '2027-06-02', 'WAITING_FOR_PAYMENT');
    const dates = async (from: string, to: string) => {
      const response = await get(`/api/apartments/${apartment.id}/unavailable-dates?from=${from}&to=${to}`);
      expect(response.statusCode).toBe(200);
      return response.json().dates;
    };
    expect(await dates('2027-05-01', '2027-05-31')).toEqual([
      '2027-05-10',
      '2027-05-11',
      '2027-05-12',
      '2027-05-13',
      '2027-05-28',
      '2027-05-29',
      '2027-05-30',
      '2027-05-31',
    ]);
    expect(await dates('2027-05-11', '2027-05-11')).toEqual(['2027-05-11']);
    expect(await dates('2027-05-14', '2027-05-27')).toEqual([]);
    expect(await dates('2027-06-01', '2027-06-30')).toEqual(['2027-06-01']);
  });

  it('refuses a window that ends before it starts', async () => {
    const apartment = (await apartmentsOf(bySlug('santa-monica').id))[5]!;
    const response = await get(
      `/api/apartments/${apartment.id}/unavailable-dates?from=2027-05-10&to=2027-05-01`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/quotes', () => {
  const quote = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/quotes', payload });
  const expected = (modality: Modality, start: string, end: string, carSpots = { common: 0, covered: 0 }) => {
    const project = projects.find((candidate) => candidate.id === modality.projectId)!;
    const quote = calculateQuote({
      modality,
      spotPrices: { commonSpotDaily: project.commonSpotDaily, coveredSpotDaily: project.coveredSpotDaily },
      interval: { start, end },
      carSpots,
    });
    // The modality's caução is shown beside the quote, never in it (security-deposit.test.ts).
    return { ...quote, depositCents: modality.securityDepositCents ?? 0 };
  };

  it('prices a short stay with car spots exactly like the domain', async () => {
    const modality = bySlug('santa-monica').modalities.find((candidate) => candidate.name === 'Studio')!;
    const carSpots = { common: 1, covered: 2 };
    const response = await quote({
      modalityId: modality.id,
      start: '2027-02-01',
      end: '2027-02-06',
      carSpots,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected(modality, '2027-02-01', '2027-02-06', carSpots));
    expect(response.json()).toMatchObject({
      nights: 5,
      period: 'SHORT_PERIOD',
      rentCents: 5 * 15_900,
      carSpotsCents: 5 * 1500 + 2 * 5 * 2500,
    });
  });

  it('reads a gzip-compressed body like a plain one', async () => {
    const modality = bySlug('santa-monica').modalities.find((candidate) => candidate.name === 'Studio')!;
    const body = { modalityId: modality.id, start: '2027-02-01', end: '2027-02-06' };
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(body)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected(modality, body.start, body.end));
  });

  it('prices a long stay and uses dynamic prices', async () => {
    for (const project of projects) {
      for (const modality of project.modalities) {
        const response = await quote({ modalityId: modality.id, start: '2027-02-01', end: '2027-03-18' });
        expect(response.json()).toEqual(expected(modality, '2027-02-01', '2027-03-18'));
      }
    }
    const pinheirosStudio = bySlug('pinheiros').modalities.find((candidate) => candidate.name === 'Studio')!;
    const long = (
      await quote({ modalityId: pinheirosStudio.id, start: '2027-02-01', end: '2027-03-03' })
    ).json();
    expect(long).toMatchObject({ nights: 30, period: 'LONG_PERIOD', rentCents: 499_000 });
  });

  it('answers 422 INVALID_INTERVAL when the stay has no night', async () => {
    const modality = bySlug('pinheiros').modalities[0]!;
    for (const end of ['2027-02-01', '2027-01-25']) {
      const response = await quote({ modalityId: modality.id, start: '2027-02-01', end });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ statusCode: 422, code: 'INVALID_INTERVAL' });
    }
  });

  it('answers 404 for an unknown modality', async () => {
    const response = await quote({
      modalityId: '5b0e3f4c-2d1a-4b8e-9c7d-6e5f4a3b2c1d',
      start: '2027-02-01',
      end: '2027-02-03',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Modalidade não encontrada.');
  });
});
