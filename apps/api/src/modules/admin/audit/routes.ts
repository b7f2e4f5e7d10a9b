import { auditListQuerySchema, auditListResponseSchema } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { ADMIN_TAGS, permissionNote, STAFF_SECURITY, staffErrors, staffOnly } from '../staff-access.ts';
import type { AuditService } from './service.ts';

const READ = { area: 'audit', access: 'read' } as const;

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.audit,
        summary: 'O registro de auditoria das ações da equipe',
        description:
          'Quem fez o quê, em quê, quando e de onde: cada ação da equipe (aprovar, recusar, bloquear, mudar ' +
          'preços, dar baixa, reembolsar, convidar, mudar perfil, revogar) grava a sua entrada na mesma ' +
          'transação da ação. Somente leitura; das mais recentes para as mais antigas. Filtros: `actorId`, ' +
          '`action`, `target` (`rental:<id>`…) e os dias `from`/`to` (horário de Brasília, inclusive). ' +
          permissionNote(READ),
        security: STAFF_SECURITY,
        querystring: auditListQuerySchema,
        response: {
          200: auditListResponseSchema.describe('Uma página do registro e o total'),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => audit.list(request.query),
  );
};
