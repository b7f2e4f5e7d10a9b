import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  date: 'uma data',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'E-mail inválido',
  guid: 'Identificador inválido',
  uuid: 'Identificador inválido',
  date: 'Data inválida',
  datetime: 'Data e hora inválidas',
  url: 'Endereço (URL) inválido',
};

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = String(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && limit === '1') return 'Campo obrigatório';
      return small ? `Deve ter pelo menos ${limit} caracteres` : `Deve ter no máximo ${limit} caracteres`;
    case 'array':
    case 'set':
      return small ? `Informe pelo menos ${limit} item(ns)` : `Informe no máximo ${limit} item(ns)`;
    default:
      if (small) return inclusive ? `Deve ser maior ou igual a ${limit}` : `Deve ser maior que ${limit}`;
      return inclusive ? `Deve ser menor ou igual a ${limit}` : `Deve ser menor que ${limit}`;
  }
}

/**
 * Brazilian Portuguese default messages for every zod issue a schema does not word itself.
 * (zod's own 'pt' locale is European Portuguese.)
 */
export function ptBrErrorMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório';
      return `Valor inválido: esperado ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Formato inválido';
    case 'invalid_value':
      return 'Opção inválida';
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? `Campos não permitidos: ${issue.keys.join(', ')}`
        : `Campo não permitido: ${issue.keys.join('')}`;
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${String(issue.divisor)}`;
    default:
      return 'Valor inválido';
  }
}

// Installed once, on import: the API and the web app load the schemas from here, so both get the
// same Portuguese messages without remembering to configure zod.
z.config({ localeError: ptBrErrorMessage });
