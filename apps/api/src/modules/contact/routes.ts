import { contactRequestSchema, corporateRequestSchema, idSchema } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { ContactService } from './service.ts';

const TAGS = ['Contato'];
const createdSchema = z.object({ id: idSchema.describe('Protocolo da mensagem') });

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: TAGS,
        summary: 'Envia uma mensagem pelo formulário de contato',
        description: 'A mensagem é guardada e encaminhada por e-mail à equipe da Estadia.',
        body: contactRequestSchema,
        response: {
          201: createdSchema,
          ...errorResponses(400, [429, 'Mensagens demais deste endereço IP (RATE_LIMITED, com Retry-After)']),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await contact.sendContactMessage(request.body, request.ip ?? null)),
  );

  app.post(
    '/api/corporate-requests',
    {
      schema: {
        tags: TAGS,
        summary: 'Pede uma reserva corporativa',
        description:
          'O CNPJ é conferido pelos dígitos verificadores. A equipe da Estadia responde por e-mail.',
        body: corporateRequestSchema,
        response: {
          201: createdSchema,
          ...errorResponses(400, [
            429,
            'Solicitações demais deste endereço IP (RATE_LIMITED, com Retry-After)',
          ]),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await contact.sendCorporateRequest(request.body, request.ip ?? null)),
  );
};
