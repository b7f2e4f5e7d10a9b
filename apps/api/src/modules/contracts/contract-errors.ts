import { type RentalStatus, rentalStatusLabel } from '@estadia/domain';
import { AppError } from '../../errors.ts';

/** A draft or a rental still awaiting approval (or cancelled before it) has no contract yet. */
export function contractNotReady(status: RentalStatus): AppError {
  const message =
    status === 'CANCELLED'
      ? 'Esta reserva foi cancelada antes de ser aprovada e não tem contrato.'
      : 'O contrato fica disponível depois que a reserva é enviada e aprovada ' +
        `(status atual: "${rentalStatusLabel(status)}").`;
  return new AppError(409, 'CONTRACT_NOT_READY', message);
}

export function contractAlreadySigned(): AppError {
  return new AppError(409, 'CONTRACT_ALREADY_SIGNED', 'Este contrato já foi assinado.');
}

/** The contract rendered now is not the one the customer read and accepted (its SHA-256 differs). */
export function contractChanged(): AppError {
  return new AppError(
    409,
    'CONTRACT_CHANGED',
    'O contrato mudou desde que foi exibido (por exemplo, após uma alteração no seu cadastro). ' +
      'Nada foi assinado: leia a nova versão e aceite novamente.',
  );
}

export function rentalNotAwaitingSignature(status: RentalStatus): AppError {
  return new AppError(
    409,
    'RENTAL_NOT_AWAITING_SIGNATURE',
    `Esta locação não está aguardando assinatura do contrato (status "${rentalStatusLabel(status)}").`,
  );
}

export function contractNotSigned(): AppError {
  return new AppError(404, 'CONTRACT_NOT_SIGNED', 'Este contrato ainda não foi assinado.');
}

export function stayNotConfirmed(): AppError {
  return new AppError(
    404,
    'STAY_NOT_CONFIRMED',
    'O arquivo de calendário fica disponível depois que o pagamento da locação é aprovado.',
  );
}
