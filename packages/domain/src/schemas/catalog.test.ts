import { describe, expect, it } from 'vitest';
import { apartment, MODALITY_ID, modality, project, projectSummary } from '../test-support/fixtures.ts';
import {
  apartmentDetailsSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  citySchema,
  modalitySchema,
  modalityWithProjectSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  reaisSchema,
  unavailableDatesQuerySchema,
  unavailableDatesResponseSchema,
} from './catalog.ts';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('catalog objects', () => {
  it('accept the API shapes', () => {
    expect(projectSchema.parse(project)).toEqual(project);
    expect(modalitySchema.parse(modality)).toEqual(modality);
    expect(modalityWithProjectSchema.parse({ ...modality, project: projectSummary }).project.slug).toBe(
      'estadia-santa-monica',
    );
    expect(
      apartmentDetailsSchema.parse({ apartment, modality, project: projectSummary }).apartment.number,
    ).toBe('301');
    expect(projectListResponseSchema.parse({ items: [project], total: 1 }).total).toBe(1);
    expect(
      availabilityResponseSchema.parse({
        apartments: [{ id: apartment.id, block: 'A', floor: 3, number: '301' }],
      }),
    ).toBeTruthy();
  });

  it('refuse a state outside the 27 units', () => {
    expect(messages(citySchema.safeParse({ name: 'Uberlândia', stateInitials: 'XX' }))).toEqual([
      'stateInitials: UF inválida',
    ]);
  });

  it('keep spot prices in whole cents and modality prices in reais with two decimals', () => {
    expect(projectSchema.safeParse({ ...project, commonSpotDaily: 15.5 }).success).toBe(false);
    expect(reaisSchema.safeParse(189.9).success).toBe(true);
    expect(messages(reaisSchema.safeParse(189.999))).toEqual([
      ': O valor deve ter no máximo duas casas decimais',
    ]);
    expect(messages(reaisSchema.safeParse(-1))).toEqual([': O valor não pode ser negativo']);
  });

  it('accept absent or null dynamic prices', () => {
    expect(modalitySchema.safeParse({ ...modality, dynamicPrices: undefined }).success).toBe(true);
    expect(modalitySchema.safeParse({ ...modality, dynamicPrices: null }).success).toBe(true);
    expect(modalitySchema.safeParse({ ...modality, dynamicPrices: { longPeriod: null } }).success).toBe(true);
  });

  it('refuse a photo URL that is neither absolute nor rooted', () => {
    expect(
      projectSchema.safeParse({ ...project, photos: [{ ...project.photos[0], url: 'javascript:alert(1)' }] })
        .success,
    ).toBe(false);
  });
});

describe('projectListQuerySchema', () => {
  it('accepts no filter, a city, or both dates', () => {
    expect(projectListQuerySchema.parse({})).toEqual({});
    expect(projectListQuerySchema.parse({ city: ' Uberlândia ' })).toEqual({ city: 'Uberlândia' });
    expect(projectListQuerySchema.parse({ start: '2025-01-01', end: '2025-01-05' })).toEqual({
      start: '2025-01-01',
      end: '2025-01-05',
    });
  });

  it('wants both dates or neither', () => {
    expect(messages(projectListQuerySchema.safeParse({ start: '2025-01-01' }))).toEqual([
      'end: Informe as datas de entrada e de saída',
    ]);
    expect(messages(projectListQuerySchema.safeParse({ end: '2025-01-01' }))).toEqual([
      'start: Informe as datas de entrada e de saída',
    ]);
  });

  it('wants the end after the start', () => {
    expect(messages(projectListQuerySchema.safeParse({ start: '2025-01-05', end: '2025-01-05' }))).toEqual([
      'end: A data de saída deve ser pelo menos 1 dia depois da data de entrada',
    ]);
  });
});

describe('availabilityQuerySchema', () => {
  it('needs a valid interval', () => {
    expect(availabilityQuerySchema.safeParse({ start: '2025-01-01', end: '2025-01-02' }).success).toBe(true);
    expect(availabilityQuerySchema.safeParse({ start: '2025-01-02', end: '2025-01-01' }).success).toBe(false);
    expect(availabilityQuerySchema.safeParse({ start: '2025-01-02' }).success).toBe(false);
  });
});

describe('unavailableDatesQuerySchema', () => {
  it('accepts a range of up to two years, one day included', () => {
    expect(unavailableDatesQuerySchema.safeParse({ from: '2025-01-01', to: '2025-01-01' }).success).toBe(
      true,
    );
    expect(unavailableDatesQuerySchema.safeParse({ from: '2025-01-01', to: '2027-01-01' }).success).toBe(
      true,
    );
  });

  it('refuses a backwards or too long range', () => {
    expect(messages(unavailableDatesQuerySchema.safeParse({ from: '2025-01-02', to: '2025-01-01' }))).toEqual(
      ['to: A data final deve ser igual ou posterior à inicial'],
    );
    expect(messages(unavailableDatesQuerySchema.safeParse({ from: '2025-01-01', to: '2027-01-03' }))).toEqual(
      ['to: Consulte no máximo 2 anos por vez'],
    );
  });

  it('answers a list of dates', () => {
    expect(unavailableDatesResponseSchema.safeParse({ dates: ['2025-01-01', '2025-02-30'] }).success).toBe(
      false,
    );
  });
});

describe('quoteRequestSchema', () => {
  it('defaults the car spots to zero', () => {
    expect(
      quoteRequestSchema.parse({ modalityId: MODALITY_ID, start: '2025-01-01', end: '2025-01-05' }),
    ).toEqual({
      modalityId: MODALITY_ID,
      start: '2025-01-01',
      end: '2025-01-05',
      carSpots: { common: 0, covered: 0 },
    });
    expect(
      quoteRequestSchema.parse({
        modalityId: MODALITY_ID,
        start: '2025-01-01',
        end: '2025-01-05',
        carSpots: { covered: 1 },
      }).carSpots,
    ).toEqual({ common: 0, covered: 1 });
  });

  it('leaves the interval rule to the price calculation (a 422, not a 400)', () => {
    expect(
      quoteRequestSchema.safeParse({ modalityId: MODALITY_ID, start: '2025-01-05', end: '2025-01-01' })
        .success,
    ).toBe(true);
  });

  it('refuses negative, fractional or absurd spot counts', () => {
    const base = { modalityId: MODALITY_ID, start: '2025-01-01', end: '2025-01-05' };
    expect(messages(quoteRequestSchema.safeParse({ ...base, carSpots: { common: -1 } }))).toEqual([
      'carSpots.common: O número de vagas não pode ser negativo',
    ]);
    expect(quoteRequestSchema.safeParse({ ...base, carSpots: { common: 1.5 } }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...base, carSpots: { covered: 11 } }).success).toBe(false);
  });
});

describe('quoteResponseSchema', () => {
  it('describes a quote', () => {
    const quote = {
      nights: 45,
      period: 'LONG_PERIOD',
      rentCents: 450_000,
      carSpotsCents: 0,
      totalCents: 450_000,
      lines: [{ kind: 'RENT', label: '45 noites · período longo', amountCents: 450_000 }],
    };
    expect(quoteResponseSchema.parse(quote)).toEqual(quote);
    expect(quoteResponseSchema.safeParse({ ...quote, totalCents: 10.5 }).success).toBe(false);
    expect(quoteResponseSchema.safeParse({ ...quote, period: 'MEDIUM' }).success).toBe(false);
  });
});
