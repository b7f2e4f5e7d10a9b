import {
  changePasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signupRequestSchema,
  tokenResponseSchema,
  validateResetCodeSchema,
} from '@estadia/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser } from './authenticate.ts';
import { throwValidationError } from './password-validation.ts';
import type { ResetService } from './reset-service.ts';
import type { AuthService } from './service.ts';
import type { RequestOrigin } from './session-service.ts';

const TAGS = ['Autenticação'];
const SECURED = [{ bearerAuth: [] }];
const noContent = z.null().describe('Feito; sem conteúdo');

const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; reset: ResetService }> = async (
  app,
  { auth, reset },
) => {
  app.post(
    '/api/auth/signup',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Cria uma conta',
        description:
          'Responde o token de uma sessão nova. A senha precisa de 8 a 128 caracteres (espaços e acentos valem) ' +
          'e não pode estar entre as senhas mais comuns.',
        body: signupRequestSchema,
        response: {
          201: tokenResponseSchema,
          ...errorResponses(
            [400, 'Dados inválidos (VALIDATION_ERROR) ou senha fraca (WEAK_PASSWORD)'],
            [409, 'Já existe uma conta com este e-mail (EMAIL_TAKEN)'],
            [429, 'Cadastros demais deste endereço IP (RATE_LIMITED, com Retry-After)'],
          ),
        },
      },
    },
    async (request, reply) => {
      throwValidationError(request, 'password');
      const body = await auth.signup(request.body, originOf(request));
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Entra na conta',
        description:
          'E-mail desconhecido e senha errada têm a mesma resposta (INVALID_CREDENTIALS). Só as tentativas ' +
          'erradas contam para os limites, por conta e endereço IP e por endereço IP: erros vindos de outro ' +
          'endereço nunca bloqueiam a senha certa.',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          ...errorResponses(
            400,
            [401, 'E-mail ou senha incorretos (INVALID_CREDENTIALS)'],
            [
              429,
              'Erros demais para esta conta a partir deste endereço IP, ou deste endereço IP (RATE_LIMITED, com Retry-After)',
            ],
          ),
        },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password, originOf(request)),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Sai da conta',
        description: 'Revoga o token usado na chamada; ele deixa de funcionar imediatamente.',
        security: SECURED,
        response: {
          204: noContent,
          ...errorResponses([401, 'Token ausente, inválido, expirado ou revogado']),
        },
      },
    },
    async (request, reply) => {
      await auth.logout(currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/request_password_reset',
    {
      schema: {
        tags: TAGS,
        summary: 'Pede um código para redefinir a senha',
        description:
          'Responde 204 sempre, exista ou não uma conta com o e-mail. Quando existe, um código de 8 caracteres, ' +
          'válido por 1 hora, é enviado por e-mail com o link `/redefinir-senha?codigo=…`.',
        body: requestPasswordResetSchema,
        response: {
          204: noContent,
          ...errorResponses(400, [
            429,
            'Pedidos demais para este e-mail ou endereço IP (RATE_LIMITED, com Retry-After)',
          ]),
        },
      },
    },
    async (request, reply) => {
      await reset.requestReset(request.body.email, request.ip ?? null);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/validate_password_reset_code',
    {
      schema: {
        tags: TAGS,
        summary: 'Confere um código de redefinição de senha',
        description: 'Não consome o código. Cada código errado conta: após 5 erros, o código deixa de valer.',
        body: validateResetCodeSchema,
        response: {
          204: noContent,
          ...errorResponses(
            [400, 'Código inválido, expirado ou já usado (INVALID_RESET_CODE)'],
            [429, 'Tentativas demais deste endereço IP (RATE_LIMITED, com Retry-After)'],
          ),
        },
      },
    },
    async (request, reply) => {
      await reset.validateCode(request.body.passwordResetCode, request.ip ?? null);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/reset_password',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Redefine a senha com o código recebido por e-mail',
        description:
          'O código vale uma única vez, por 1 hora. Todas as sessões da conta são encerradas e um aviso de ' +
          'senha alterada é enviado por e-mail.',
        body: resetPasswordSchema,
        response: {
          204: noContent,
          ...errorResponses(
            [
              400,
              'Código inválido ou expirado (INVALID_RESET_CODE), senha fraca (WEAK_PASSWORD) ou dados inválidos',
            ],
            [429, 'Tentativas demais deste endereço IP (RATE_LIMITED, com Retry-After)'],
          ),
        },
      },
    },
    async (request, reply) => {
      throwValidationError(request, 'password');
      await reset.resetPassword(request.body.passwordResetCode, request.body.password, request.ip ?? null);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/me/password',
    {
      attachValidation: true,
      onRequest: app.authenticate,
      schema: {
        tags: ['Conta'],
        summary: 'Troca a senha',
        description: 'Exige a senha atual. As outras sessões da conta são encerradas; esta continua válida.',
        security: SECURED,
        body: changePasswordSchema,
        response: {
          204: noContent,
          ...errorResponses(
            [
              400,
              'Senha atual incorreta (WRONG_PASSWORD), senha nova fraca (WEAK_PASSWORD) ou dados inválidos',
            ],
            401,
            [429, 'Tentativas demais (RATE_LIMITED, com Retry-After)'],
          ),
        },
      },
    },
    async (request, reply) => {
      throwValidationError(request, 'newPassword');
      await auth.changePassword(currentUser(request), request.body.currentPassword, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );
};
