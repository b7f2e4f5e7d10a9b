import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROJECT_ID } from '../test-support/fixtures.ts';
import {
  errorResponseSchema,
  idSchema,
  instantSchema,
  isoDateSchema,
  listResponseSchema,
  optionalTextSchema,
  paginationQuerySchema,
} from './common.ts';

describe('idSchema', () => {
  it('accepts a UUID and refuses anything else', () => {
    expect(idSchema.safeParse(PROJECT_ID).success).toBe(true);
    expect(idSchema.safeParse('11111111-1111-1111-1111-111111111111').success).toBe(true);
    expect(idSchema.safeParse('123').error?.issues[0]?.message).toBe('Identificador inválido');
  });
});

describe('isoDateSchema', () => {
  it('accepts real calendar dates', () => {
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses impossible dates and other formats in Portuguese', () => {
    expect(isoDateSchema.safeParse('2023-02-29').error?.issues[0]?.message).toBe(
      'Data inexistente no calendário',
    );
    expect(isoDateSchema.safeParse('29/02/2024').error?.issues[0]?.message).toBe(
      'Data inválida: use o formato AAAA-MM-DD',
    );
    expect(isoDateSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Campo obrigatório');
    expect(isoDateSchema.safeParse(20240229).error?.issues[0]?.message).toBe('Data inválida');
  });

  it("is described as format 'date' in JSON Schema", () => {
    expect(z.toJSONSchema(isoDateSchema)).toMatchObject({ type: 'string', format: 'date' });
  });
});

describe('instantSchema', () => {
  it('accepts UTC instants only', () => {
    expect(instantSchema.safeParse('2025-01-31T14:00:00.000Z').success).toBe(true);
    expect(instantSchema.safeParse('2025-01-31T14:00:00Z').success).toBe(true);
    expect(instantSchema.safeParse('2025-01-31T14:00:00-03:00').success).toBe(false);
    expect(instantSchema.safeParse('2025-01-31').success).toBe(false);
  });
});

describe('errorResponseSchema', () => {
  it('describes the API error body', () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos',
      issues: [{ path: 'email', message: 'E-mail inválido' }],
    };
    expect(errorResponseSchema.parse(body)).toEqual(body);
    expect(errorResponseSchema.safeParse({ ...body, statusCode: 200 }).success).toBe(false);
  });
});

describe('listResponseSchema', () => {
  it('wraps items with a total', () => {
    const schema = listResponseSchema(z.string());
    expect(schema.parse({ items: ['a'], total: 10 })).toEqual({ items: ['a'], total: 10 });
    expect(schema.safeParse({ items: [1], total: 1 }).success).toBe(false);
    expect(schema.safeParse({ items: [], total: -1 }).success).toBe(false);
  });
});

describe('paginationQuerySchema', () => {
  it('defaults to page 1 of 20', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads numbers from the query string', () => {
    expect(paginationQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('refuses out-of-range or non-numeric values', () => {
    expect(paginationQuerySchema.safeParse({ pageSize: '101' }).error?.issues[0]?.message).toBe(
      'Deve ser menor ou igual a 100',
    );
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: 'abc' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('optionalTextSchema', () => {
  it('trims, turns blank into null and bounds the length', () => {
    const schema = optionalTextSchema(5);
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.safeParse('abcdef').success).toBe(false);
  });
});
