import { type ErrorResponse, isDomainError } from '@estadia/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../errors.ts';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno. Tente novamente em instantes.';

/** What a client error raised by Fastify or a plugin means, in the API's words. */
const CLIENT_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Requisição inválida.' },
  401: { code: 'UNAUTHORIZED', message: 'É preciso entrar na sua conta.' },
  403: { code: 'FORBIDDEN', message: 'Você não tem permissão para realizar esta ação.' },
  404: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Método não permitido.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'Formato de resposta não suportado.' },
  408: { code: 'REQUEST_TIMEOUT', message: 'A requisição demorou demais. Tente novamente.' },
  409: { code: 'CONFLICT', message: 'A operação conflita com o estado atual.' },
  411: { code: 'LENGTH_REQUIRED', message: 'Informe o tamanho do conteúdo enviado.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'O conteúdo enviado é grande demais.' },
  414: { code: 'URI_TOO_LONG', message: 'O endereço da requisição é longo demais.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de conteúdo não suportado.' },
  429: { code: 'RATE_LIMITED', message: 'Muitas requisições. Aguarde um instante e tente novamente.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'Os cabeçalhos da requisição são grandes demais.' },
};

const MALFORMED_BODY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio, mas o tipo de conteúdo é JSON.',
};

function issuePath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** The response for any error, and whether it is ours to fix (logged as an error) or the client's. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (isAppError(error)) {
    const { statusCode, code, message, issues } = error;
    return issues ? { statusCode, code, message, issues } : { statusCode, code, message };
  }
  if (isDomainError(error)) return { statusCode: 422, code: error.code, message: error.message };

  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path parameter that cannot be an id names nothing: not found, like an unknown id.
    if ((error as FastifyError).validationContext === 'params') {
      return { statusCode: 404, ...CLIENT_ERRORS[404]! };
    }
    // One message per field, the first: a form shows one, and later checks often restate it.
    const issues = new Map<string, string>();
    for (const issue of error.validation) {
      const path = issuePath(issue.instancePath);
      if (!issues.has(path)) issues.set(path, issue.message ?? 'Valor inválido');
    }
    return {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos. Confira os campos informados.',
      issues: [...issues].map(([path, message]) => ({ path, message })),
    };
  }

  const fastifyError = error as Partial<FastifyError> | null;
  const code = fastifyError?.code;
  if (code && MALFORMED_BODY[code]) {
    return { statusCode: 400, code: 'MALFORMED_JSON', message: MALFORMED_BODY[code] };
  }
  // Client errors raised by Fastify or a plugin; a response that fails its own schema is a 500.
  const status = fastifyError?.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // JSON.parse failures (e.g. a `__proto__` key refused) surface as 400 SyntaxErrors.
    if (status === 400 && error instanceof SyntaxError) {
      return {
        statusCode: 400,
        code: 'MALFORMED_JSON',
        message: MALFORMED_BODY.FST_ERR_CTP_INVALID_JSON_BODY!,
      };
    }
    return { statusCode: status, ...(CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]!) };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE };
}

/** The one error handler: every failure leaves in the API's error format, without internals. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = toErrorResponse(error);
  if (body.statusCode >= 500) {
    request.log.error({ err: error, requestId: request.id }, 'request failed');
  } else {
    request.log.info({ statusCode: body.statusCode, code: body.code }, 'request refused');
  }
  if (isAppError(error) && error.headers) reply.headers(error.headers);
  return reply.code(body.statusCode).send(body);
}
