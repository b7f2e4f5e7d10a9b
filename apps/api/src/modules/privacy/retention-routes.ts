import {
  type RetentionListResponse,
  retentionListQuerySchema,
  retentionListResponseSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ADMIN_TAGS, permissionNote, STAFF_SECURITY, staffErrors, staffOnly } from '../admin/staff-access.ts';
import { countRetention, findRetention } from './retention-repository.ts';

// Auditing reads what deleted accounts left behind: who needs to know why a record still exists.
const READ = { area: 'audit', access: 'read' } as const;

export const retentionRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/api/admin/data-retention',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.audit,
        summary: 'O que a lei obriga a guardar das contas excluídas',
        description:
          'Cada registro diz o que foi guardado de uma conta excluída (contrato, pagamentos, registros de ' +
          'acesso), a base legal e até quando; dos que vencem primeiro para os últimos. Filtro: `userId`. ' +
          permissionNote(READ),
        security: STAFF_SECURITY,
        querystring: retentionListQuerySchema,
        response: {
          200: retentionListResponseSchema.describe('Uma página dos registros e o total'),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request): Promise<RetentionListResponse> => {
      const { userId, page, pageSize } = request.query;
      const [{ count }, rows] = await Promise.all([
        countRetention(db, userId),
        findRetention(db, userId, { offset: (page - 1) * pageSize, limit: pageSize }),
      ]);
      return {
        total: Number(count),
        items: rows.map((row) => ({
          id: row.id,
          userId: row.user_id,
          subject: row.subject,
          reference: row.reference,
          legalBasis: row.legal_basis,
          keepUntil: row.keep_until,
          createdDate: row.created_at.toISOString(),
        })),
      };
    },
  );
};
