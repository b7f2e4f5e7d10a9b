import { AppError } from '../../errors.ts';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** '50 MB', '1,5 MB', '800 KB': the quota as a customer reads it. */
export function describeBytes(bytes: number): string {
  const [value, unit] = bytes >= MEGABYTE ? [bytes / MEGABYTE, 'MB'] : [bytes / KILOBYTE, 'KB'];
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unit}`;
}

/** 413 like a file over the size limit, with a code of its own: the remedy is not a smaller file. */
export function quotaExceeded(quotaBytes: number): AppError {
  return new AppError(
    413,
    'STORAGE_QUOTA_EXCEEDED',
    `Este arquivo passaria do limite de ${describeBytes(quotaBytes)} de arquivos da sua conta. ` +
      'Arquivos enviados que não foram usados em nenhum cadastro são apagados depois de um dia.',
  );
}
