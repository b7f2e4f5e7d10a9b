import {
  apartmentHousekeepingSchema,
  idSchema,
  projectHousekeepingSchema,
  updateHousekeepingRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { permissionNote, STAFF_SECURITY, staffActor, staffErrors, staffOnly } from '../admin/staff-access.ts';
import type { HousekeepingService } from './service.ts';

// Housekeeping belongs to the calendar area (decision 0007's areas): out of order holds nights like a
// block, so whoever may block nights may also take an apartment out of service.
const READ = { area: 'calendar', access: 'read' } as const;
const WRITE = { area: 'calendar', access: 'write' } as const;
export const HOUSEKEEPING_TAGS = ['Administração: governança'];

export const housekeepingRoutes: FastifyPluginAsyncZod<{ housekeeping: HousekeepingService }> = async (
  app,
  { housekeeping },
) => {
  app.get(
    '/api/admin/projects/:projectId/housekeeping',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: HOUSEKEEPING_TAGS,
        summary: 'O quadro de governança de um empreendimento',
        description:
          'Cada apartamento com o seu estado (`CLEAN` limpo, `DIRTY` sujo, `INSPECTED` inspecionado, ' +
          '`OUT_OF_ORDER` fora de serviço, com o motivo e a data de volta) e as suas tarefas de limpeza: as ' +
          'abertas primeiro, depois as concluídas nos últimos 3 dias. Um apartamento nunca alterado está limpo. ' +
          permissionNote(READ),
        security: STAFF_SECURITY,
        params: z.object({ projectId: idSchema }),
        response: {
          200: projectHousekeepingSchema.describe('Os apartamentos e os seus estados'),
          ...errorResponses([404, 'Empreendimento não encontrado']),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => housekeeping.board(request.params.projectId),
  );

  app.patch(
    '/api/admin/apartments/:apartmentId/housekeeping',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: HOUSEKEEPING_TAGS,
        summary: 'Muda o estado de governança de um apartamento',
        description:
          '`CLEAN` e `INSPECTED` concluem as tarefas de limpeza abertas. `OUT_OF_ORDER` exige `reason` e ' +
          '`until` (o dia em que volta ao serviço): as noites de hoje até a véspera ficam bloqueadas como num ' +
          'bloqueio (a mesma restrição do banco), e sair desse estado as libera. Registrado na auditoria ' +
          `(\`housekeeping.update\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: z.object({ apartmentId: idSchema }),
        body: updateHousekeepingRequestSchema,
        response: {
          200: apartmentHousekeepingSchema.describe('O apartamento com o novo estado'),
          ...errorResponses(
            400,
            [404, 'Apartamento não encontrado'],
            [
              409,
              'Alguma noite de hoje até `until` já está ocupada por uma locação ou um bloqueio (APARTMENT_UNAVAILABLE)',
            ],
            413,
            415,
            [422, 'Volta ao serviço que não é depois de hoje ou passa de 731 dias (INVALID_OUT_OF_ORDER)'],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => housekeeping.update(request.params.apartmentId, request.body, staffActor(request)),
  );
};
