import { errorResponseSchema } from '@estadia/domain';

const DEFAULT_DESCRIPTIONS: Record<number, string> = {
  400: 'Dados inválidos (VALIDATION_ERROR, com `issues`) ou corpo malformado',
  401: 'Não autenticado',
  403: 'Sem permissão',
  404: 'Não encontrado',
  409: 'Conflito',
  413: 'Conteúdo grande demais',
  415: 'Tipo de conteúdo não suportado',
  422: 'Pedido válido recusado pelas regras de negócio',
  429: 'Muitas requisições',
  500: 'Erro interno',
  502: 'O provedor de pagamento não respondeu',
  503: 'Serviço indisponível',
};

type ErrorStatus = keyof typeof DEFAULT_DESCRIPTIONS;

/**
 * Response schemas of a route's error statuses, all in the one error format, for its OpenAPI entry.
 * Pass a status alone, or `[status, description]` to say what it means for that route. 500 is always
 * listed.
 */
export function errorResponses(
  ...statuses: (ErrorStatus | [ErrorStatus, string])[]
): Record<number, typeof errorResponseSchema> {
  const responses: Record<number, typeof errorResponseSchema> = {};
  for (const entry of [...statuses, 500 as const]) {
    const [status, description] = Array.isArray(entry) ? entry : [entry, DEFAULT_DESCRIPTIONS[entry]];
    responses[status] = errorResponseSchema.describe(description ?? 'Erro');
  }
  return responses;
}
