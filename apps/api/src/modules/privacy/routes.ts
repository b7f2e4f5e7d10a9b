import {
  deleteAccountRequestSchema,
  personalDataExportSchema,
  personalDataFileName,
  todayIso,
} from '@estadia/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { Clock } from '../../lib/clock.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { AccountErasureService } from './erasure-service.ts';
import type { PersonalDataExportService } from './export-service.ts';

const TAGS = ['Conta'];
const SECURED = [{ bearerAuth: [] }];

const actorOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, email: user.email, ip: request.ip ?? null };
};

export const privacyRoutes: FastifyPluginAsyncZod<{
  exporter: PersonalDataExportService;
  erasure: AccountErasureService;
  clock: Clock;
}> = async (app, { exporter, erasure, clock }) => {
  app.get(
    '/api/me/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Baixa uma cópia de todos os dados pessoais da conta',
        description:
          'LGPD, art. 18, II e V: cadastro, documentos (com links para baixar), locações e hóspedes, ' +
          'pagamentos, vistorias, solicitações de reparo, assinaturas, sessões (só data, IP e navegador) e o ' +
          'registro de auditoria sobre os dados. Responde JSON como anexo ' +
          '(`meus-dados-estadia-AAAA-MM-DD.json`). Nunca inclui senhas, tokens ou códigos, nem dados de ' +
          'outras pessoas da equipe ou clientes.',
        security: SECURED,
        response: { 200: personalDataExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const body = await exporter.export(actorOf(request));
      reply.header(
        'content-disposition',
        `attachment; filename="${personalDataFileName(todayIso(clock.now()))}"`,
      );
      reply.header('cache-control', 'no-store');
      return body;
    },
  );

  app.delete(
    '/api/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Exclui a conta',
        description:
          'LGPD, art. 18, VI. Exige a senha. Todas as sessões terminam e a conta deixa de entrar; nome, ' +
          'e-mail, documentos, endereço, telefone, filiação, hóspedes e arquivos enviados são apagados. ' +
          'Contratos assinados, pagamentos e recibos ficam guardados pelo prazo da lei, com a base legal ' +
          'registrada e visível só para a administração. Recusada enquanto houver locação não encerrada ou ' +
          'dinheiro a pagar ou a receber, e para contas da equipe.',
        security: SECURED,
        body: deleteAccountRequestSchema,
        response: {
          204: z.null().describe('Conta excluída'),
          ...errorResponses(
            [400, 'Senha incorreta (WRONG_PASSWORD) ou dados inválidos'],
            401,
            [
              409,
              'Locação não encerrada ou dinheiro em aberto (ACCOUNT_HAS_ACTIVE_STAY); conta da equipe (ACCOUNT_IS_STAFF)',
            ],
            [429, 'Tentativas demais (RATE_LIMITED, com Retry-After)'],
          ),
        },
      },
    },
    async (request, reply) => {
      await erasure.erase(actorOf(request), request.body.password);
      return reply.code(204).send(null);
    },
  );
};
