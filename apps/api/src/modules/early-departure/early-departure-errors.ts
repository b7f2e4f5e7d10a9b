import { formatBrDate, type RentalStatus, rentalStatusLabel } from '@estadia/domain';
import { AppError } from '../../errors.ts';

/** 409: only a paid stay not yet checked out is shortened through the site. */
export function notShortenable(status: RentalStatus, checkedOut: boolean): AppError {
  const message = checkedOut
    ? 'O check-out desta estada já foi feito: não há mais saída para antecipar.'
    : `Só é possível antecipar a saída de uma estada paga; esta está com status "${rentalStatusLabel(status)}".`;
  return new AppError(409, 'EARLY_DEPARTURE_NOT_ALLOWED', message);
}

/** 409: the stay was already shortened once; a further change goes through our staff. */
export function alreadyShortened(date: string): AppError {
  return new AppError(
    409,
    'EARLY_DEPARTURE_ALREADY_RECORDED',
    `A saída desta estada já foi antecipada para ${formatBrDate(date)}. Para mudar de novo, fale com a nossa equipe.`,
  );
}

/** 422: the transfer letter must be the customer's own upload, a PDF or an image. */
export function transferLetterNotFound(): AppError {
  const message = 'Carta de transferência não encontrada: envie o arquivo de novo.';
  return new AppError(422, 'TRANSFER_LETTER_NOT_FOUND', message, {
    issues: [{ path: 'transferLetter', message }],
  });
}
