import { formatCpfOrCnpj, type UpdateMeInput } from '@estadia/domain';
import type { ActiveUser } from '@/lib/me/get-me';
import { missingFieldErrors, textOrNull } from './required-fields';

export interface DocumentsValues {
  rg: string;
  rgIssuer: string;
  rgIssuerState: string;
  cpfOrCnpj: string;
  fathersFullName: string;
  mothersFullName: string;
  cpfFileName: string;
  rgFileName: string;
}

export const DOCUMENTS_FIELDS: readonly (keyof DocumentsValues)[] = [
  'rg',
  'rgIssuer',
  'rgIssuerState',
  'cpfOrCnpj',
  'fathersFullName',
  'mothersFullName',
  'cpfFileName',
  'rgFileName',
];

const REQUIRED_MESSAGES: Record<string, string> = {
  rg: 'Informe o número do RG',
  rgIssuer: 'Informe o órgão emissor',
  rgIssuerState: 'Selecione o estado emissor',
  cpfOrCnpj: 'Informe o CPF ou CNPJ',
  fathersFullName: 'Informe o nome completo do pai',
  mothersFullName: 'Informe o nome completo da mãe',
  cpfFileName: 'Envie o documento do CPF',
  rgFileName: 'Envie o documento do RG',
};

export function documentsValuesOf(user: ActiveUser): DocumentsValues {
  return {
    rg: user.rg ?? '',
    rgIssuer: user.rgIssuer ?? '',
    rgIssuerState: user.rgIssuerState ?? '',
    cpfOrCnpj: formatCpfOrCnpj(user.cpfOrCnpj ?? ''),
    fathersFullName: user.fathersFullName ?? '',
    mothersFullName: user.mothersFullName ?? '',
    cpfFileName: user.cpfFileName ?? '',
    rgFileName: user.rgFileName ?? '',
  };
}

/** The section's fields → PATCH /api/me; see preparePersonalData for `requireComplete`. */
export function prepareDocuments(values: DocumentsValues, { requireComplete = false } = {}) {
  const errors = requireComplete
    ? missingFieldErrors((path) => values[path as keyof DocumentsValues], REQUIRED_MESSAGES)
    : {};
  const input: UpdateMeInput = {
    rg: textOrNull(values.rg),
    rgIssuer: textOrNull(values.rgIssuer),
    rgIssuerState: (textOrNull(values.rgIssuerState) as UpdateMeInput['rgIssuerState']) ?? null,
    cpfOrCnpj: textOrNull(values.cpfOrCnpj),
    fathersFullName: textOrNull(values.fathersFullName),
    mothersFullName: textOrNull(values.mothersFullName),
    cpfFileName: textOrNull(values.cpfFileName),
    rgFileName: textOrNull(values.rgFileName),
  };
  return { input, errors };
}
