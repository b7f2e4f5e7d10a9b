import {
  dayInScope,
  frontDeskQuerySchema,
  frontDeskRentalSchema,
  frontDeskResponseSchema,
  guestListQuerySchema,
  guestListResponseSchema,
  idSchema,
} from '@estadia/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { sendPdf } from '../../../http/send-pdf.ts';
import type { Clock } from '../../../lib/clock.ts';
import { rentalParams } from '../../rentals/rental-params.ts';
import { dayOutOfScope, rentalScope } from '../rental-scope.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../staff-access.ts';
import { renderGuestListPdf } from './guest-list-pdf.ts';
import type { FrontDeskService } from './service.ts';

const READ = { area: 'frontDesk', access: 'read' } as const;
const WRITE = { area: 'frontDesk', access: 'write' } as const;
const TAGS = ADMIN_TAGS.frontDesk;
const PROJECT_NOT_FOUND = 'Empreendimento não encontrado';
const projectParams = z.object({ projectId: idSchema });

/** The front desk alone reads yesterday to tomorrow; the rentals area, any day (decision 0018). */
function assertDayInScope(request: FastifyRequest, clock: Clock, day: string): void {
  const scope = rentalScope(request, clock);
  if (scope.kind === 'frontDesk' && !dayInScope(scope, day)) throw dayOutOfScope(scope);
}

const DAY_SCOPE_NOTE =
  'Sem `DASH · rentals:read`, só de ontem a amanhã (horário de Brasília); outro dia: 403 MISSING_PERMISSIONS. ';

/** True when the client asked for the PDF (`Accept: application/pdf`) rather than JSON. */
function wantsPdf(accept: string | undefined): boolean {
  return /\bapplication\/pdf\b/i.test(accept ?? '');
}

export const frontDeskRoutes: FastifyPluginAsyncZod<{ frontDesk: FrontDeskService; clock: Clock }> = async (
  app,
  { frontDesk, clock },
) => {
  app.get(
    '/api/admin/front-desk',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'O dia da recepção: chegadas, saídas e hóspedes na casa',
        description:
          'Para um empreendimento e um dia (de Brasília): `arrivals` (check-in no dia), `departures` ' +
          '(check-out no dia) e `inHouse` (check-in feito, check-out não, com o dia dentro da estada); ' +
          'uma estada pode estar em duas listas. Cada locação vem com o cliente, os hóspedes, o horário ' +
          'previsto de chegada e as placas. ' +
          DAY_SCOPE_NOTE +
          permissionNote(READ),
        security: STAFF_SECURITY,
        querystring: frontDeskQuerySchema,
        response: {
          200: frontDeskResponseSchema,
          ...errorResponses(400, [404, PROJECT_NOT_FOUND]),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => {
      assertDayInScope(request, clock, request.query.date);
      return frontDesk.day(request.query);
    },
  );

  app.post(
    '/api/admin/rentals/:rentId/check-in',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Faz o check-in',
        description:
          'Só de uma locação `RENTED`, a partir do dia do check-in e antes do dia do check-out, com os ' +
          'hóspedes cadastrados; senão 409 (RENTAL_NOT_RENTED, CHECK_IN_TOO_EARLY, CHECK_IN_AFTER_STAY, ' +
          'OCCUPANTS_MISSING, ALREADY_CHECKED_IN). Registrado na auditoria (`rental.check_in`). ' +
          permissionNote(WRITE),
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: frontDeskRentalSchema.describe('A locação com `checkedInAt`'),
          ...errorResponses(
            [400, 'Corpo malformado (a rota não lê corpo)'],
            [404, 'Locação não encontrada'],
            [409, 'Check-in recusado (o código diz o motivo)'],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => frontDesk.checkIn(request.params.rentId, staffActor(request)),
  );

  app.post(
    '/api/admin/rentals/:rentId/check-out',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Faz o check-out',
        description:
          'Só depois do check-in e uma vez (409 NOT_CHECKED_IN, ALREADY_CHECKED_OUT). Na mesma transação o ' +
          'apartamento fica `DIRTY` com uma tarefa de limpeza (governança) e a ação vai para a auditoria ' +
          '(`rental.check_out`). ' +
          permissionNote(WRITE),
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: frontDeskRentalSchema.describe('A locação com `checkedOutAt`'),
          ...errorResponses(
            [400, 'Corpo malformado (a rota não lê corpo)'],
            [404, 'Locação não encontrada'],
            [409, 'Check-out recusado (o código diz o motivo)'],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => frontDesk.checkOut(request.params.rentId, staffActor(request)),
  );

  app.get(
    '/api/admin/projects/:projectId/guest-list',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'Lista da portaria: quem pode entrar no prédio numa noite',
        description:
          'As estadas pagas que ocupam a noite de `date` e ainda não fizeram check-out, por apartamento, ' +
          'com os hóspedes e os seus documentos. Com `Accept: application/pdf`, a mesma lista em PDF (A4) ' +
          'para imprimir. ' +
          DAY_SCOPE_NOTE +
          permissionNote(READ),
        security: STAFF_SECURITY,
        params: projectParams,
        querystring: guestListQuerySchema,
        response: {
          200: guestListResponseSchema.describe('A lista (ou o PDF, com Accept: application/pdf)'),
          ...errorResponses(400, [404, PROJECT_NOT_FOUND]),
          ...staffErrors(READ),
        },
      },
    },
    async (request, reply) => {
      assertDayInScope(request, clock, request.query.date);
      const list = await frontDesk.guestList(request.params.projectId, request.query.date);
      // The same address answers JSON or PDF: caches must keep them apart.
      reply.header('vary', 'Accept');
      if (!wantsPdf(request.headers.accept)) return list;
      const pdf = await renderGuestListPdf(list, clock.now());
      return sendPdf(reply, pdf, `lista-da-portaria-${list.date}.pdf`);
    },
  );
};
