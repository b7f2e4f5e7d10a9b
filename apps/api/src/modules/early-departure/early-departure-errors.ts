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

/**
 * 409: an extension of the stay is still open (its addendum or difference pending). Moving the check-out
 * earlier while later nights are being added would leave the two changes contradicting each other.
 */
export function extensionStillOpen(): AppError {
  return new AppError(
    409,
    'EARLY_DEPARTURE_EXTENSION_OPEN',
    'Esta estada tem um pedido de prorrogação em aberto. Conclua o pagamento da prorrogação ou aguarde o ' +
      'prazo dela acabar antes de antecipar a saída.',
  );
}

/**
 * 409: leaving on that day would give back part of what was paid for an extension. Its charges are the
 * extension's own (its billing scope), so that refund is agreed with our staff.
 */
export function refundReachesExtension(): AppError {
  return new AppError(
    409,
    'EARLY_DEPARTURE_NEEDS_STAFF',
    'Sair nessa data devolveria parte do valor pago pela prorrogação da estada. Para combinar essa saída, ' +
      'fale com a nossa equipe.',
  );
}
