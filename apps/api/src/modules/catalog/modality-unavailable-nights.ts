import {
  addDays,
  idSchema,
  type UnavailableDatesQuery,
  unavailableDatesQuerySchema,
  unavailableDatesResponseSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { holdsNightsSql, overlapsNightsSql } from '../../db/night-holding.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { CatalogService } from './service.ts';

/**
 * Nights from `from` to `to` (both included) on which every apartment of the modality is held, so no
 * stay containing them can be booked whichever apartment is chosen. A night counts as held exactly as
 * the exclusion constraint sees it: a rental whose status holds nights covers it, check-out day excluded.
 */
export async function findModalityUnavailableNights(
  db: Executor,
  filter: { projectId: string; modalityId: string } & UnavailableDatesQuery,
): Promise<string[]> {
  const windowEnd = addDays(filter.to, 1);
  const { rows } = await sql<{ night: string }>`
    with modality_apartments as (
      select id from apartments
      where project_id = ${filter.projectId} and modality_id = ${filter.modalityId}
    ),
    held as (
      select rentals.apartment_id, rentals.start_date, rentals.end_date
      from rentals
      join modality_apartments on modality_apartments.id = rentals.apartment_id
      where ${holdsNightsSql('rentals.status')}
        and ${overlapsNightsSql('rentals', filter.from, windowEnd)}
    ),
    nights as (
      select generate_series(${filter.from}::date, ${filter.to}::date, interval '1 day')::date as night
    )
    select to_char(nights.night, 'YYYY-MM-DD') as night
    from nights
    left join held on held.start_date <= nights.night and nights.night < held.end_date
    group by nights.night
    -- A modality without apartments has no free night either.
    having count(distinct held.apartment_id) >= (select count(*) from modality_apartments)
    order by nights.night
  `.execute(db);
  return rows.map((row) => row.night);
}

const modalityParams = z.object({ projectId: idSchema, modalityId: idSchema });

/** GET …/modalities/:modalityId/unavailable-dates: lets a calendar refuse nights before any apartment is chosen. */
export const modalityUnavailableNightsRoute: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  db: Executor;
}> = async (app, { catalog, db }) => {
  app.get(
    '/api/projects/:projectId/modalities/:modalityId/unavailable-dates',
    {
      schema: {
        tags: ['Catálogo'],
        summary: 'Noites em que nenhum apartamento da modalidade está livre',
        description:
          'Noites entre `from` e `to` (inclusive), no formato AAAA-MM-DD, em que todos os apartamentos da ' +
          'modalidade já estão reservados. O dia de saída de uma reserva não conta como noite ocupada.',
        params: modalityParams,
        querystring: unavailableDatesQuerySchema,
        response: {
          200: unavailableDatesResponseSchema.describe('Noites sem apartamento livre'),
          ...errorResponses(400, [404, 'Empreendimento ou modalidade não encontrados']),
        },
      },
    },
    async (request) => {
      const { projectId, modalityId } = request.params;
      catalog.getModality(projectId, modalityId);
      const dates = await findModalityUnavailableNights(db, { projectId, modalityId, ...request.query });
      return { dates };
    },
  );
};
