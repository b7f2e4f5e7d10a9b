import {
  acknowledgeInspectionRequestSchema,
  createInspectionRequestSchema,
  idSchema,
  inspectionListSchema,
  inspectionSchema,
  modalityFurnitureSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse } from '../../http/binary-response.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { permissionNote, STAFF_SECURITY, staffActor, staffErrors, staffOnly } from '../admin/staff-access.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { InspectionsService } from './service.ts';

const TAGS = ['Locações'];
const ADMIN_TAGS = ['Administração: vistorias'];
const SECURED = [{ bearerAuth: [] }];
// Inspections belong to the rentals area (decision 0007): recording one is an action on the stay.
const READ = { area: 'rentals', access: 'read' } as const;
const WRITE = { area: 'rentals', access: 'write' } as const;
const inspectionParams = z.object({ inspectionId: idSchema });
const RENTAL_NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';
const INSPECTION_NOT_FOUND = 'Vistoria não encontrada (também quando é da locação de outro usuário)';

export const inspectionsRoutes: FastifyPluginAsyncZod<{ inspections: InspectionsService }> = async (
  app,
  { inspections },
) => {
  app.get(
    '/api/rentals/:rentId/inspections',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'As vistorias da locação (entrada e saída)',
        description:
          'Cômodo por cômodo, com o estado de cada item, observações e fotos (`photos`: nomes servidos por ' +
          '`GET /api/inspections/:inspectionId/photos/:fileName`), o PDF (`pdfUrl`), a resposta do cliente ' +
          '(`acknowledgement`) e o prazo para responder (`contestDeadline`, 5 dias depois do registro).',
        security: SECURED,
        params: rentalParams,
        response: {
          200: inspectionListSchema.describe('As vistorias, a de entrada primeiro'),
          ...errorResponses(401, [404, RENTAL_NOT_FOUND]),
        },
      },
    },
    async (request) => inspections.listForCustomer(currentUser(request).id, request.params.rentId),
  );

  app.post(
    '/api/inspections/:inspectionId/acknowledgement',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Concorda com a vistoria ou contesta itens',
        description:
          '`{ agreed: true }`, ou `{ agreed: false, comments: [{ itemIndex, text }] }` com um comentário por ' +
          'item contestado (`itemIndex` é a posição em `items`). Uma única resposta, em até 5 dias do registro; ' +
          'depois do prazo a vistoria vale como registrada.',
        security: SECURED,
        params: inspectionParams,
        body: acknowledgeInspectionRequestSchema,
        response: {
          200: inspectionSchema.describe('A vistoria com a resposta'),
          ...errorResponses(
            400,
            401,
            [404, INSPECTION_NOT_FOUND],
            [
              409,
              'Já respondida (INSPECTION_ALREADY_ANSWERED) ou fora do prazo de 5 dias (INSPECTION_CONTEST_PERIOD_OVER)',
            ],
            413,
            415,
            [422, 'Comentário sobre um item que não existe (INVALID_INSPECTION_COMMENT)'],
          ),
        },
      },
    },
    async (request) =>
      inspections.acknowledge(currentUser(request).id, request.params.inspectionId, request.body),
  );

  app.get(
    '/api/inspections/:inspectionId/pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'A vistoria em PDF, com as fotos',
        security: SECURED,
        params: inspectionParams,
        response: {
          200: binaryResponse('application/pdf', 'A vistoria (application/pdf)'),
          ...errorResponses(401, [404, INSPECTION_NOT_FOUND]),
        },
      },
    },
    async (request, reply) => {
      const file = await inspections.pdfForCustomer(currentUser(request).id, request.params.inspectionId);
      return sendPdf(reply, file.bytes, file.fileName);
    },
  );

  app.get(
    '/api/inspections/:inspectionId/photos/:fileName',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Uma foto da vistoria',
        description: 'Só para o cliente da locação, e só as fotos que a vistoria lista; para os demais, 404.',
        security: SECURED,
        params: inspectionParams.extend({ fileName: z.string().max(100) }),
        response: {
          200: z.any().describe('A foto (image/jpeg ou image/png)'),
          ...errorResponses(401, [404, 'Foto inexistente, de outra vistoria ou de outro usuário']),
        },
      },
    },
    async (request, reply) => {
      const { upload, file } = await inspections.photoForCustomer(
        currentUser(request).id,
        request.params.inspectionId,
        request.params.fileName,
      );
      return sendStoredFile(reply, { upload, file }, 'inline');
    },
  );

  app.post(
    '/api/admin/rentals/:rentId/inspections',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Registra a vistoria de entrada ou de saída',
        description:
          '`{ kind: MOVE_IN | MOVE_OUT, items: [{ room, item, condition, notes?, photos }] }`: as fotos são ' +
          'imagens (JPEG ou PNG) que quem registra enviou antes por `POST /api/upload`. Uma vistoria de cada ' +
          'tipo por locação paga (alugada, inadimplente ou encerrada). O cliente recebe um e-mail e tem 5 dias ' +
          `para concordar ou contestar. Registrado na auditoria (\`inspection.create\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        body: createInspectionRequestSchema,
        response: {
          201: inspectionSchema.describe('A vistoria registrada'),
          ...errorResponses(
            400,
            [404, 'Locação não encontrada'],
            [
              409,
              'Já há uma vistoria desse tipo (INSPECTION_EXISTS) ou a locação não está paga (INSPECTION_NOT_ALLOWED)',
            ],
            413,
            415,
            [422, 'Foto que não é uma imagem enviada por quem registra (INVALID_INSPECTION_PHOTO)'],
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request, reply) => {
      const inspection = await inspections.create(request.params.rentId, request.body, staffActor(request));
      return reply.code(201).send(inspection);
    },
  );

  app.get(
    '/api/admin/rentals/:rentId/inspections',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS,
        summary: 'As vistorias de uma locação',
        description: `As fotos são servidas por \`GET /api/admin/files/:fileName\`. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: inspectionListSchema.describe('As vistorias, a de entrada primeiro'),
          ...errorResponses([404, 'Locação não encontrada']),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => inspections.listForStaff(request.params.rentId),
  );

  app.get(
    '/api/admin/inspections/:inspectionId/pdf',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS,
        summary: 'A vistoria em PDF, com as fotos',
        description: permissionNote(READ),
        security: STAFF_SECURITY,
        params: inspectionParams,
        response: {
          200: binaryResponse('application/pdf', 'A vistoria (application/pdf)'),
          ...errorResponses([404, 'Vistoria não encontrada']),
          ...staffErrors(READ),
        },
      },
    },
    async (request, reply) => {
      const file = await inspections.pdfForStaff(request.params.inspectionId);
      return sendPdf(reply, file.bytes, file.fileName);
    },
  );

  app.get(
    '/api/admin/modalities/:modalityId/furniture',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS,
        summary: 'A mobília da modalidade',
        description:
          'Os móveis e equipamentos com que o apartamento é entregue, cômodo por cômodo: listados no contrato ' +
          `(Lei 8.245/1991, art. 48, parágrafo único) e ponto de partida de cada vistoria. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        params: z.object({ modalityId: idSchema }),
        response: {
          200: modalityFurnitureSchema.describe('A mobília, na ordem da lista'),
          ...errorResponses([404, 'Modalidade não encontrada']),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => inspections.furniture(request.params.modalityId),
  );
};
