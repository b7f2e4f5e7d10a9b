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

/**
 * 422: the transfer letter must be the customer's own upload, sent as the letter (purpose
 * TRANSFER_LETTER): a document sent for the profile (an RG scan) is not one.
 */
export function transferLetterNotFound(): AppError {
  const message =
    'Carta de transferência não encontrada: envie o arquivo da carta pelo campo da carta de transferência.';
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

/** 404: the rental has no transfer letter waiting for (or given) a review. */
export function transferLetterReviewNotFound(): AppError {
  return new AppError(
    404,
    'TRANSFER_LETTER_REVIEW_NOT_FOUND',
    'Esta locação não tem carta de transferência para analisar.',
  );
}

/** 409: the letter was already accepted or refused; a decision is taken once. */
export function transferLetterAlreadyReviewed(status: 'ACCEPTED' | 'REFUSED'): AppError {
  return new AppError(
    409,
    'TRANSFER_LETTER_ALREADY_REVIEWED',
    `A carta de transferência já foi ${status === 'ACCEPTED' ? 'aceita' : 'recusada'}.`,
  );
}

/** 409: the stay was cancelled (a withdrawal gave everything back): there is no fine left to waive. */
export function transferLetterReviewClosed(): AppError {
  return new AppError(
    409,
    'TRANSFER_LETTER_REVIEW_CLOSED',
    'A locação foi cancelada e o que foi pago já foi devolvido: não há multa para dispensar.',
  );
}
