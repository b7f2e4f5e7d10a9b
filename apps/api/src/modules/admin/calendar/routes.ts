import {
  apartmentBlockSchema,
  blockListQuerySchema,
  blockListResponseSchema,
  calendarQuerySchema,
  createBlockRequestSchema,
  idSchema,
  projectCalendarSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser } from '../../auth/authenticate.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../staff-access.ts';
import type { CalendarService } from './service.ts';

const READ = { area: 'calendar', access: 'read' } as const;
const WRITE = { area: 'calendar', access: 'write' } as const;
const TAGS = ADMIN_TAGS.calendar;

export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  app.get(
    '/api/admin/projects/:projectId/calendar',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'O calendário de um empreendimento, apartamento por apartamento',
        description:
          'Para cada apartamento, as locações que ocupam noites (`kind: RENTAL`, com `status` e ' +
          '`customerName`) e os bloqueios (`kind: BLOCK`, com `reason`) que tocam alguma noite de `from` a `to` ' +
          '(inclusive, no máximo 2 anos). `start` é a primeira noite e `end` o dia de saída; rascunhos e ' +
          'locações canceladas não ocupam noites. `customerName` só com `DASH · rentals:read`; com ' +
          '`DASH · frontDesk:read`, só nas estadas de ontem a amanhã. ' +
          permissionNote(READ),
        security: STAFF_SECURITY,
        params: z.object({ projectId: idSchema }),
        querystring: calendarQuerySchema,
        response: {
          200: projectCalendarSchema.describe('Os apartamentos e as suas estadas'),
          ...errorResponses(400, [404, 'Empreendimento não encontrado']),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => calendar.calendar(request.params.projectId, request.query, currentUser(request)),
  );

  app.get(
    '/api/admin/blocks',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'Bloqueios de noites',
        description:
          'Filtros opcionais: `projectId`, `apartmentId` e `from`/`to` (bloqueios com alguma noite entre as ' +
          `duas datas, inclusive). Por apartamento e data de início. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        querystring: blockListQuerySchema,
        response: {
          200: blockListResponseSchema.describe('Os bloqueios'),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => calendar.listBlocks(request.query),
  );

  app.post(
    '/api/admin/apartments/:apartmentId/blocks',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Bloqueia noites de um apartamento (manutenção, uso do proprietário)',
        description:
          'As noites de `start` até a véspera de `end` saem de venda na hora: somem da disponibilidade e ' +
          'aparecem em `unavailable-dates`. Um bloqueio segue a mesma regra das locações (a mesma restrição ' +
          'do banco): nunca cobre uma noite já ocupada, e nenhuma locação pode ser enviada sobre ele. ' +
          `Registrado na auditoria (\`block.create\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: z.object({ apartmentId: idSchema }),
        body: createBlockRequestSchema,
        response: {
          201: apartmentBlockSchema.describe('O bloqueio criado'),
          ...errorResponses(
            400,
            [404, 'Apartamento não encontrado'],
            [
              409,
              'Alguma das noites já está ocupada por uma locação ou outro bloqueio (APARTMENT_UNAVAILABLE)',
            ],
            413,
            415,
            [
              422,
              'Período inválido (INVALID_INTERVAL: a saída deve ser depois da entrada) ou bloqueio que começa ' +
                'antes de hoje ou passa de 731 noites (INVALID_BLOCK)',
            ],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request, reply) => {
      const block = await calendar.createBlock(request.params.apartmentId, request.body, staffActor(request));
      return reply.code(201).send(block);
    },
  );

  app.delete(
    '/api/admin/blocks/:blockId',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Remove um bloqueio',
        description: `As noites voltam a ficar livres na hora. Registrado na auditoria (\`block.delete\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: z.object({ blockId: idSchema }),
        response: {
          204: z.null().describe('Bloqueio removido'),
          ...errorResponses([404, 'Bloqueio não encontrado']),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request, reply) => {
      await calendar.deleteBlock(request.params.blockId, staffActor(request));
      return reply.code(204).send(null);
    },
  );
};
