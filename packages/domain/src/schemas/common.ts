import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date.ts';
import './pt-br-errors.ts';

/** Any canonical UUID (what a PostgreSQL `uuid` column holds), not only RFC 4122 variants. */
export const idSchema = z.guid({ error: 'Identificador inválido' });
export type Id = z.infer<typeof idSchema>;

/** 'YYYY-MM-DD' and a real calendar date ('2024-02-30' is refused). */
export const isoDateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Campo obrigatório' : 'Data inválida') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data inválida: use o formato AAAA-MM-DD' })
  .refine(isIsoDate, { error: 'Data inexistente no calendário' })
  .meta({ format: 'date', example: '2025-01-31' });
export type IsoDateString = z.infer<typeof isoDateSchema>;

/** An instant, ISO 8601 in UTC ('2025-01-31T14:00:00.000Z'). */
export const instantSchema = z.iso.datetime({ error: 'Data e hora inválidas' });
export type Instant = z.infer<typeof instantSchema>;

export const issueSchema = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof issueSchema>;

export const errorResponseSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  code: z.string().min(1),
  message: z.string().min(1),
  issues: z.array(issueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
export interface ListResponse<T> {
  items: T[];
  total: number;
}

/** Query strings arrive as text; page and pageSize are coerced to integers. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** Optional free text: blank means "no value", stored as null. */
export function optionalTextSchema(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength)
    .nullable()
    .transform((value) => (value === '' ? null : value));
}
