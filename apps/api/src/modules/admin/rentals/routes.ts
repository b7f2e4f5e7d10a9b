import {
  adminRentalDetailSchema,
  adminRentalListQuerySchema,
  adminRentalListResponseSchema,
  rejectRentalRequestSchema,
  rentalSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { sendPdf } from '../../../http/send-pdf.ts';
import { sendStoredFile } from '../../../http/send-stored-file.ts';
import { rentalParams } from '../../rentals/rental-params.ts';
import { RENTALS_OR_FRONT_DESK_NOTE, rentalsOrFrontDesk, rentalsOrFrontDeskErrors } from '../rental-scope.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../staff-access.ts';
import type { AdminRentalsService } from './service.ts';

const READ = { area: 'rentals', access: 'read' } as const;
const WRITE = { area: 'rentals', access: 'write' } as const;
const TAGS = ADMIN_TAGS.rentals;
const NOT_FOUND = 'Locação não encontrada';
const NOT_AWAITING = 'A locação não está aguardando aprovação (RENTAL_NOT_AWAITING_APPROVAL)';

export const adminRentalsRoutes: FastifyPluginAsyncZod<{ rentals: AdminRentalsService }> = async (
  app,
  { rentals },
) => {
  app.get(
    '/api/admin/rentals',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'Todas as locações, com o cliente de cada uma',
        description:
          'Filtros: `status`, `projectId`, `from`/`to` (locações com alguma noite entre as duas datas, ' +
          'inclusive) e `q` (parte do nome do cliente, sem diferenciar acentos nem maiúsculas, do e-mail ou ' +
          'do CPF/CNPJ). Ordem: `sort` = `createdDate` (padrão), `startDate`, `status` ou `customer`; `order` = ' +
          '`desc` (padrão) ou `asc`. Paginada com `page`/`pageSize`. ' +
          permissionNote(READ),
        security: STAFF_SECURITY,
        querystring: adminRentalListQuerySchema,
        response: {
          200: adminRentalListResponseSchema.describe('Uma página das locações e o total'),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => rentals.list(request.query),
  );

  app.get(
    '/api/admin/rentals/:rentId',
    {
      onRequest: rentalsOrFrontDesk(app),
      schema: {
        tags: TAGS,
        summary: 'Uma locação por inteiro: cliente, documentos, pagamentos, contrato e histórico',
        description:
          'O perfil do cliente com os seus documentos (baixe cada um pela `url`), os pagamentos, a ' +
          'evidência da assinatura do contrato (quando, de onde, com qual navegador, os hashes e o PDF ' +
          'assinado) e o histórico, do mais antigo ao mais recente: as etapas da locação e as ações da ' +
          'equipe sobre ela e os seus pagamentos. Para a recepção: só o cliente (nome, contato, CPF, RG ' +
          'e os seus arquivos) e as etapas da locação, sem `payments`, `contract`, filiação, endereço, ' +
          'nascimento nem profissão. ' +
          RENTALS_OR_FRONT_DESK_NOTE,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: adminRentalDetailSchema.describe('A locação e tudo o que se sabe dela'),
          ...errorResponses([404, NOT_FOUND]),
          ...rentalsOrFrontDeskErrors(),
        },
      },
    },
    async (request) => rentals.detail(request.params.rentId, rentals.scopeOf(request)),
  );

  app.get(
    '/api/admin/files/:fileName',
    {
      onRequest: rentalsOrFrontDesk(app),
      schema: {
        tags: TAGS,
        summary: 'Baixa um documento enviado por um cliente',
        description:
          'O arquivo (CPF, RG…) de um cliente, sempre como anexo e sem cache. Para a equipe apenas; a ' +
          'recepção baixa só os de clientes com estada de ontem a amanhã. ' +
          RENTALS_OR_FRONT_DESK_NOTE,
        security: STAFF_SECURITY,
        params: z.object({ fileName: z.string().max(100) }),
        response: {
          200: z.any().describe('O arquivo (application/pdf, image/jpeg ou image/png)'),
          ...errorResponses([404, 'Arquivo inexistente ou fora do alcance de quem pede']),
          ...rentalsOrFrontDeskErrors(),
        },
      },
    },
    async (request, reply) => {
      const { upload, file } = await rentals.openDocument(request.params.fileName, rentals.scopeOf(request));
      return sendStoredFile(reply, { upload, file }, 'attachment');
    },
  );

  app.get(
    '/api/admin/rentals/:rentId/contract/signed',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'O contrato assinado de uma locação',
        description:
          'O PDF que o cliente aceitou, com a página de evidências da assinatura, byte a byte como foi ' +
          `guardado. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: z.any().describe('application/pdf'),
          ...errorResponses([404, 'Locação inexistente ou contrato ainda não assinado']),
          ...staffErrors(READ),
        },
      },
    },
    async (request, reply) => {
      const pdf = await rentals.signedContract(request.params.rentId);
      return sendPdf(reply, pdf, `contrato-assinado-${request.params.rentId.slice(0, 8)}.pdf`);
    },
  );

  app.post(
    '/api/admin/rentals/:rentId/approve',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Aprova uma locação enviada',
        description:
          'De `WAITING_APPROVAL` para `WAITING_FOR_SIGNATURE`; o prazo de pagamento (`HOLD_HOURS`) começa a ' +
          'contar. Usado quando a aprovação automática (`AUTO_APPROVE`) está desligada. Registrado na ' +
          `auditoria (\`rental.approve\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: rentalSchema.describe('A locação aprovada'),
          ...errorResponses(
            [400, 'Corpo malformado (a rota não lê corpo)'],
            [404, NOT_FOUND],
            [409, NOT_AWAITING],
            413,
            415,
          ),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => rentals.approve(request.params.rentId, staffActor(request)),
  );

  app.post(
    '/api/admin/rentals/:rentId/reject',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Recusa uma locação enviada',
        description:
          'De `WAITING_APPROVAL` para `CANCELLED`, com o motivo, que o cliente recebe por e-mail e vê na ' +
          'locação; as noites ficam livres na hora. `details` é obrigatório quando o motivo é `OTHER`. ' +
          `Registrado na auditoria (\`rental.reject\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        body: rejectRentalRequestSchema,
        response: {
          200: rentalSchema.describe('A locação recusada'),
          ...errorResponses(400, [404, NOT_FOUND], [409, NOT_AWAITING], 413, 415),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => rentals.reject(request.params.rentId, request.body, staffActor(request)),
  );
};
