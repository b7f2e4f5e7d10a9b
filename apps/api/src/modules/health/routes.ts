import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { pingDatabase } from './repository.ts';

const healthSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/api/healthz',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Saúde do serviço',
        description: 'Responde 200 quando o servidor e o banco de dados respondem.',
        response: {
          200: healthSchema.describe('Servidor e banco de dados respondendo'),
          ...errorResponses([503, 'O banco de dados não respondeu']),
        },
      },
    },
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'Banco de dados indisponível no momento.');
      }
      return { status: 'ok' as const };
    },
  );
};
