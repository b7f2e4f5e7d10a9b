import {
  adminProjectListResponseSchema,
  modalityParamsSchema,
  modalitySchema,
  updateModalityPricesRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../http/error-responses.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../staff-access.ts';
import type { PricesService } from './service.ts';

const READ = { area: 'prices', access: 'read' } as const;
const WRITE = { area: 'prices', access: 'write' } as const;
const TAGS = ADMIN_TAGS.prices;

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (app, { prices }) => {
  app.get(
    '/api/admin/projects',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'Os empreendimentos, com os preços atuais de cada modalidade',
        description:
          'Lidos do banco a cada pedido (nunca de uma cópia desatualizada). Preços em reais: diária ' +
          `(\`priceShortPeriod\`) e período de 30 noites (\`priceLongPeriod\`). ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        response: {
          200: adminProjectListResponseSchema.describe('Os empreendimentos e os seus preços'),
          ...errorResponses(),
          ...staffErrors(READ),
        },
      },
    },
    async () => prices.projects(),
  );

  app.patch(
    '/api/admin/modalities/:modalityId',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Altera os preços de uma modalidade',
        description:
          'Em reais, com centavos: `priceShortPeriod` (diária), `priceLongPeriod` (30 noites) e ' +
          '`dynamicPrices` (substitui os dois quando presentes; `null` remove). Campos ausentes ficam como ' +
          'estão. Cotações e novos rascunhos usam o preço novo na hora, em todas as instâncias da API; uma ' +
          'solicitação enviada antes mantém o seu preço, e um rascunho é recalculado quando é enviado. ' +
          `Registrado na auditoria (\`modality.update_prices\`, com os preços antes e depois). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: modalityParamsSchema,
        body: updateModalityPricesRequestSchema,
        response: {
          200: modalitySchema.describe('A modalidade com os preços novos'),
          ...errorResponses(400, [404, 'Modalidade não encontrada'], 413, 415),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => prices.updatePrices(request.params.modalityId, request.body, staffActor(request)),
  );
};
