import { updateMeRequestSchema, userSchema } from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/current-user.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { AccountService } from './service.ts';

const TAGS = ['Conta'];
const SECURED = [{ bearerAuth: [] }];

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/api/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Os dados da conta',
        security: SECURED,
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.getMe(currentUser(request).id),
  );

  app.patch(
    '/api/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Atualiza os dados da conta',
        description:
          'Envie só os campos que mudam; `null` ou texto vazio apaga um campo. O endereço é mesclado campo a ' +
          'campo. `id`, `email` e `permissions` não podem ser alterados aqui. `cpfFileName` e `rgFileName` ' +
          'precisam ser arquivos enviados pelo próprio usuário em `POST /api/upload`.',
        security: SECURED,
        body: updateMeRequestSchema,
        response: {
          200: userSchema,
          ...errorResponses(400, 401, [
            422,
            'O arquivo informado não foi enviado por este usuário (FILE_NOT_OWNED)',
          ]),
        },
      },
    },
    async (request) => account.updateMe(currentUser(request).id, request.body),
  );
};
