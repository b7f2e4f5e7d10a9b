import {
  adminMaintenanceListQuerySchema,
  adminMaintenanceListSchema,
  createMaintenanceRequestSchema,
  idSchema,
  maintenanceAssigneesSchema,
  maintenanceCommentRequestSchema,
  maintenanceReportSchema,
  maintenanceRequestListSchema,
  maintenanceRequestSchema,
  occupancyQuerySchema,
  updateMaintenanceRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import {
  ADMIN_TAGS as AREA_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../admin/staff-access.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { MaintenanceService } from './service.ts';

const TAGS = ['Locações'];
const ADMIN_TAGS = ['Administração: locações'];
const SECURED = [{ bearerAuth: [] }];
// Repair requests belong to the rentals area (decision 0007): working one is an action on the stay.
const READ = { area: 'rentals', access: 'read' } as const;
const WRITE = { area: 'rentals', access: 'write' } as const;
const REPORTS = { area: 'reports', access: 'read' } as const;
const requestParams = z.object({ requestId: idSchema });
const RENTAL_NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';
const REQUEST_NOT_FOUND = 'Solicitação não encontrada (também quando é da locação de outro usuário)';
const PHOTO_ERROR = [422, 'Foto que não é uma imagem enviada por você (INVALID_MAINTENANCE_PHOTO)'] as const;

export const maintenanceRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceService }> = async (
  app,
  { maintenance },
) => {
  app.post(
    '/api/rentals/:rentId/maintenance-requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Abre uma solicitação de reparo',
        description:
          'Categoria, descrição, urgência e fotos (imagens enviadas antes por `POST /api/upload`). O prazo ' +
          '(`dueAt`) segue a urgência: 4 horas (EMERGENCY), 3 dias (URGENT) ou 7 dias (NORMAL). Só do dia do ' +
          'check-in ao dia do check-out de uma locação alugada (RENTED).',
        security: SECURED,
        params: rentalParams,
        body: createMaintenanceRequestSchema,
        response: {
          201: maintenanceRequestSchema.describe('A solicitação aberta'),
          ...errorResponses(
            400,
            401,
            [404, RENTAL_NOT_FOUND],
            [409, 'Fora da estadia ou locação não alugada (MAINTENANCE_NOT_ALLOWED)'],
            413,
            415,
            [...PHOTO_ERROR],
          ),
        },
      },
    },
    async (request, reply) => {
      const created = await maintenance.create(currentUser(request).id, request.params.rentId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/rentals/:rentId/maintenance-requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'As solicitações de reparo da locação',
        description:
          'A mais recente primeiro, cada uma com o histórico de situações (`history`) e os comentários ' +
          '(`comments`). As fotos são servidas por `GET /api/maintenance-requests/:requestId/photos/:fileName`.',
        security: SECURED,
        params: rentalParams,
        response: {
          200: maintenanceRequestListSchema.describe('As solicitações'),
          ...errorResponses(401, [404, RENTAL_NOT_FOUND]),
        },
      },
    },
    async (request) => maintenance.listForCustomer(currentUser(request).id, request.params.rentId),
  );

  app.post(
    '/api/maintenance-requests/:requestId/comments',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Comenta uma solicitação de reparo',
        description:
          '`{ text, photos? }`: a palavra do morador, ou da equipe (com a permissão `DASH · rentals:write`, ' +
          'registrada na auditoria). Numa solicitação resolvida, o morador pode enviar `resolution: CONFIRM` ' +
          '(confirma que está resolvida) ou `REOPEN` (volta a aberta, com novo prazo).',
        security: SECURED,
        params: requestParams,
        body: maintenanceCommentRequestSchema,
        response: {
          201: maintenanceRequestSchema.describe('A solicitação com o comentário'),
          ...errorResponses(
            400,
            401,
            [403, 'Só o morador confirma ou reabre (MAINTENANCE_CUSTOMER_ONLY)'],
            [404, REQUEST_NOT_FOUND],
            [409, 'Confirmar ou reabrir uma solicitação que não está resolvida (MAINTENANCE_NOT_RESOLVED)'],
            413,
            415,
            [...PHOTO_ERROR],
          ),
        },
      },
    },
    async (request, reply) => {
      const updated = await maintenance.comment(
        currentUser(request),
        request.params.requestId,
        request.body,
        staffActor(request),
      );
      return reply.code(201).send(updated);
    },
  );

  app.get(
    '/api/maintenance-requests/:requestId/photos/:fileName',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Uma foto da solicitação de reparo',
        description:
          'Só para o morador da locação, e só as fotos da solicitação e dos comentários; senão, 404.',
        security: SECURED,
        params: requestParams.extend({ fileName: z.string().max(100) }),
        response: {
          200: z.any().describe('A foto (image/jpeg ou image/png)'),
          ...errorResponses(401, [404, 'Foto inexistente, de outra solicitação ou de outro usuário']),
        },
      },
    },
    async (request, reply) => {
      const { upload, file } = await maintenance.photoForCustomer(
        currentUser(request).id,
        request.params.requestId,
        request.params.fileName,
      );
      return sendStoredFile(reply, { upload, file }, 'inline');
    },
  );

  app.get(
    '/api/admin/maintenance-requests',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS,
        summary: 'O quadro de solicitações de reparo',
        description:
          'Filtros `status`, `projectId`, `urgency`, `overdue` (true: vencidas e não resolvidas). As abertas ' +
          'vencidas primeiro, depois pela urgência e pelo prazo; as resolvidas por último. As fotos são ' +
          `servidas por \`GET /api/admin/files/:fileName\`. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        querystring: adminMaintenanceListQuerySchema,
        response: {
          200: adminMaintenanceListSchema.describe('Uma página do quadro e o total'),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => maintenance.board(request.query),
  );

  app.get(
    '/api/admin/maintenance-requests/assignees',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Quem pode ser responsável por uma solicitação',
        description:
          'Os membros da equipe que podem alterar as solicitações (área de locações, alterar), pelo nome: as ' +
          `opções do \`assigneeId\` de \`PATCH /api/admin/maintenance-requests/:requestId\`. ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        response: {
          200: maintenanceAssigneesSchema.describe('Os membros da equipe, por nome'),
          ...errorResponses(),
          ...staffErrors(WRITE),
        },
      },
    },
    async () => maintenance.assignees(),
  );

  app.patch(
    '/api/admin/maintenance-requests/:requestId',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Muda a situação ou o responsável de uma solicitação',
        description:
          '`{ status?, assigneeId? }` (`assigneeId`: um membro da equipe que pode alterar as solicitações, ' +
          'ver `GET /api/admin/maintenance-requests/assignees`; null tira o responsável). Cada ' +
          'mudança entra no histórico, é registrada na auditoria (`maintenance.update`) e enviada por e-mail ' +
          `ao morador. Reaberta depois de resolvida, ganha novo prazo. ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: requestParams,
        body: updateMaintenanceRequestSchema,
        response: {
          200: maintenanceRequestSchema.describe('A solicitação'),
          ...errorResponses(
            400,
            [404, 'Solicitação não encontrada'],
            [422, 'Responsável que não é da equipe ou não pode alterar as solicitações (INVALID_ASSIGNEE)'],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => maintenance.update(request.params.requestId, request.body, staffActor(request)),
  );

  app.get(
    '/api/admin/reports/maintenance',
    {
      onRequest: staffOnly(app, REPORTS),
      schema: {
        tags: AREA_TAGS.reports,
        summary: 'Tempo mediano para resolver as solicitações de reparo, por urgência',
        description:
          'Solicitações resolvidas de `from` até a véspera de `to` (dias de Brasília), de um empreendimento ' +
          '(`projectId`) ou de todos: quantas e a mediana, em minutos, da abertura à resolução (`null` sem ' +
          `nenhuma). ${permissionNote(REPORTS)}`,
        security: STAFF_SECURITY,
        querystring: occupancyQuerySchema,
        response: {
          200: maintenanceReportSchema.describe('Uma linha por urgência, a mais urgente primeiro'),
          ...errorResponses(400),
          ...staffErrors(REPORTS),
        },
      },
    },
    async (request) => maintenance.report(request.query),
  );
};
