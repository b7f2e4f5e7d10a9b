import { AppError } from '../../errors.ts';

export function guaranteeNotAnalysable(reason: 'TYPE' | 'STATUS'): AppError {
  return new AppError(
    409,
    'GUARANTEE_NOT_ANALYSABLE',
    reason === 'TYPE'
      ? 'A análise é da garantia CredPago: escolha a CredPago como garantia desta locação para pedi-la.'
      : 'A garantia só pode ser analisada antes da aprovação da locação.',
  );
}

export function guaranteeAlreadyActive(): AppError {
  return new AppError(
    409,
    'GUARANTEE_ALREADY_ACTIVE',
    'A garantia desta locação já está aprovada: uma locação tem uma só garantia (Lei do Inquilinato, art. 37).',
  );
}

export function guaranteeNotChangeable(): AppError {
  return new AppError(
    409,
    'RENTAL_NOT_EDITABLE',
    'A garantia só pode ser trocada antes da aprovação da locação.',
  );
}

export function guaranteeNotActive(): AppError {
  return new AppError(
    409,
    'GUARANTEE_NOT_ACTIVE',
    'A garantia da locação ainda não está aprovada: a análise da CredPago precisa aprovar antes da locação.',
  );
}
