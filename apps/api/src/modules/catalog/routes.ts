import {
  apartmentDetailsSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  idSchema,
  modalityWithProjectSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectSchema,
  quoteAnswerSchema,
  quoteRequestSchema,
  unavailableDatesQuerySchema,
  unavailableDatesResponseSchema,
} from '@estadia/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { memoizedValidatorCompiler } from '../../http/memoized-validation.ts';
import { QUIET_ACCESS_LOG } from '../../http/request-logging.ts';
import type { CatalogService } from './service.ts';

const TAGS = ['Catálogo'];

const projectParams = z.object({ projectId: idSchema });
const modalityParams = z.object({ projectId: idSchema, modalityId: idSchema });
const apartmentParams = z.object({ apartmentId: idSchema });

// The catalogue is public, so shared caches may store it, but every use asks the server again: the
// prices on a unit page and its totals are computed from it, and a price the staff change in the
// back-office must reach the very next quote a customer sees (quotes and drafts are never cached).
const cacheCatalogue = (reply: FastifyReply) => reply.header('cache-control', 'public, no-cache');

/**
 * Ready JSON text is sent as is, in the same write as the status line and headers: the service
 * validated it against the response schema when it first computed it.
 */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json as never);

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/projects',
    {
      config: QUIET_ACCESS_LOG,
      schema: {
        tags: TAGS,
        summary: 'Lista os empreendimentos',
        description:
          'Filtros opcionais: `city` (sem diferenciar maiúsculas nem acentos) e o par `start`/`end`, que ' +
          'mantém só os empreendimentos com pelo menos um apartamento livre em todas as noites do período.',
        querystring: projectListQuerySchema,
        response: {
          200: projectListResponseSchema.describe('Empreendimentos encontrados'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      if (request.query.start) return catalog.listProjects(request.query);
      cacheCatalogue(reply);
      if (request.query.city) return catalog.listProjects(request.query);
      // A Buffer is sent as is: the bytes were validated against the response schema when first built.
      return reply.type('application/json; charset=utf-8').send(catalog.unfilteredListJson() as never);
    },
  );

  app.get(
    '/api/projects/:projectId',
    {
      config: QUIET_ACCESS_LOG,
      schema: {
        tags: TAGS,
        summary: 'Um empreendimento, com as suas modalidades',
        params: projectParams,
        response: {
          200: projectSchema.describe('O empreendimento'),
          ...errorResponses([404, 'Empreendimento não encontrado']),
        },
      },
    },
    async (request, reply) => {
      cacheCatalogue(reply);
      return catalog.getProject(request.params.projectId);
    },
  );

  app.get(
    '/api/projects/:projectId/modalities/:modalityId',
    {
      config: QUIET_ACCESS_LOG,
      schema: {
        tags: TAGS,
        summary: 'Uma modalidade, com o seu empreendimento',
        params: modalityParams,
        response: {
          200: modalityWithProjectSchema.describe('A modalidade e o seu empreendimento'),
          ...errorResponses([404, 'Empreendimento ou modalidade não encontrados']),
        },
      },
    },
    async (request, reply) => {
      cacheCatalogue(reply);
      return catalog.getModality(request.params.projectId, request.params.modalityId);
    },
  );

  app.get(
    '/api/projects/:projectId/modalities/:modalityId/availability',
    {
      config: QUIET_ACCESS_LOG,
      validatorCompiler: memoizedValidatorCompiler,
      schema: {
        tags: TAGS,
        summary: 'Apartamentos da modalidade livres no período',
        description:
          'Apartamentos livres em todas as noites de `start` (entrada) até a véspera de `end` (saída).',
        params: modalityParams,
        querystring: availabilityQuerySchema,
        response: {
          200: availabilityResponseSchema.describe('Apartamentos livres'),
          ...errorResponses(400, [404, 'Empreendimento ou modalidade não encontrados']),
        },
      },
    },
    async (request, reply) => {
      const { projectId, modalityId } = request.params;
      return sendJson(reply, await catalog.availableApartmentsJson(projectId, modalityId, request.query));
    },
  );

  app.get(
    '/api/projects/:projectId/modalities/:modalityId/unavailable-dates',
    {
      config: QUIET_ACCESS_LOG,
      validatorCompiler: memoizedValidatorCompiler,
      schema: {
        tags: TAGS,
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
    async (request, reply) => {
      const { projectId, modalityId } = request.params;
      return sendJson(
        reply,
        await catalog.modalityUnavailableDatesJson(projectId, modalityId, request.query),
      );
    },
  );

  app.get(
    '/api/apartments/:apartmentId',
    {
      config: QUIET_ACCESS_LOG,
      schema: {
        tags: TAGS,
        summary: 'Um apartamento, com a sua modalidade e o seu empreendimento',
        params: apartmentParams,
        response: {
          200: apartmentDetailsSchema.describe('O apartamento'),
          ...errorResponses([404, 'Apartamento não encontrado']),
        },
      },
    },
    async (request, reply) => {
      cacheCatalogue(reply);
      return catalog.getApartmentDetails(request.params.apartmentId);
    },
  );

  app.get(
    '/api/apartments/:apartmentId/unavailable-dates',
    {
      config: QUIET_ACCESS_LOG,
      validatorCompiler: memoizedValidatorCompiler,
      schema: {
        tags: TAGS,
        summary: 'Noites já ocupadas do apartamento',
        description: 'Noites entre `from` e `to` (inclusive) já reservadas, no formato AAAA-MM-DD.',
        params: apartmentParams,
        querystring: unavailableDatesQuerySchema,
        response: {
          200: unavailableDatesResponseSchema.describe('Noites ocupadas'),
          ...errorResponses(400, [404, 'Apartamento não encontrado']),
        },
      },
    },
    async (request, reply) =>
      sendJson(reply, await catalog.unavailableDatesJson(request.params.apartmentId, request.query)),
  );

  app.post(
    '/api/quotes',
    {
      config: QUIET_ACCESS_LOG,
      validatorCompiler: memoizedValidatorCompiler,
      schema: {
        tags: TAGS,
        summary: 'Calcula o preço de uma estadia',
        description:
          'Até 29 noites: diária × noites. A partir de 30: valor mensal × períodos de 30 noites + noites ' +
          'extras × valor mensal / 30. Vagas: diária × noites × quantidade. Valores em centavos. ' +
          '`depositCents`: a caução da modalidade (0 quando ela não oferece caução), só informativa: não é ' +
          'aluguel e não entra em `totalCents`.',
        body: quoteRequestSchema,
        response: {
          200: quoteAnswerSchema.describe('A cotação, linha a linha, e a caução da modalidade'),
          ...errorResponses(400, [404, 'Modalidade não encontrada'], 413, 415, [
            422,
            'Período inválido (INVALID_INTERVAL): a saída deve ser ao menos 1 dia após a entrada',
          ]),
        },
      },
    },
    async (request, reply) => sendJson(reply, await catalog.quoteJson(request.body)),
  );
};
