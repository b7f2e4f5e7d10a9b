import { AppError } from '../../errors.ts';

export const settlementNotFound = () =>
  new AppError(404, 'DEPOSIT_SETTLEMENT_NOT_FOUND', 'Esta locação não tem caução para acertar.');

export const notAfterCheckOut = () =>
  new AppError(
    409,
    'STAY_NOT_FINISHED',
    'O acerto da caução é proposto depois da saída: faça o check-out e a vistoria de saída primeiro.',
  );

export const alreadyProposed = () =>
  new AppError(
    409,
    'DEPOSIT_SETTLEMENT_ALREADY_PROPOSED',
    'Já há uma proposta de acerto aguardando o cliente (ou ela já foi acertada).',
  );

export const notAwaitingAnswer = (reason: 'ANSWERED' | 'DEADLINE' | 'NONE') =>
  new AppError(
    409,
    'DEPOSIT_SETTLEMENT_NOT_AWAITING_ANSWER',
    reason === 'ANSWERED'
      ? 'Você já respondeu a esta proposta de acerto da caução.'
      : reason === 'DEADLINE'
        ? 'O prazo de 5 dias para responder a esta proposta terminou.'
        : 'Ainda não há proposta de acerto da caução para responder.',
  );

export const notSettleable = () =>
  new AppError(
    409,
    'DEPOSIT_SETTLEMENT_NOT_SETTLEABLE',
    'Não há proposta de acerto para concluir (ainda não foi proposta, ou já foi acertada).',
  );

export const deductionNotInInspection = (index: number) =>
  new AppError(
    422,
    'DEDUCTION_NOT_IN_INSPECTION',
    `O item ${index + 1} da vistoria de saída não está pior do que na entrada: não pode ser descontado.`,
  );

export const noTransferPending = () =>
  new AppError(
    409,
    'YIELD_TRANSFER_NOT_PENDING',
    'Não há rendimento da caução aguardando transferência nesta locação (ou ele já foi registrado).',
  );
