import { AppError } from '../../errors.ts';
import { APARTMENT_UNAVAILABLE_CODE } from '../rentals/rental-errors.ts';

export function extensionNotFound(): AppError {
  return new AppError(404, 'EXTENSION_NOT_FOUND', 'Prorrogação não encontrada.');
}

/** 409: an added night is held by someone else; nothing was held or changed. */
export function addedNightsUnavailable(): AppError {
  return new AppError(
    409,
    APARTMENT_UNAVAILABLE_CODE,
    'O apartamento já está reservado em alguma das noites que você quer acrescentar. Escolha uma data de saída anterior.',
  );
}

/** 409: the stay is not RENTED, or its check-out day has come. */
export function stayNotExtendable(reason: string): AppError {
  return new AppError(409, 'STAY_NOT_EXTENDABLE', reason);
}

export function extensionAlreadyOpen(): AppError {
  return new AppError(
    409,
    'EXTENSION_ALREADY_OPEN',
    'Já existe um pedido de prorrogação em aberto para esta estadia: conclua-o ou aguarde o prazo dele acabar.',
  );
}

export function extensionNotAwaitingSignature(): AppError {
  return new AppError(
    409,
    'EXTENSION_NOT_AWAITING_SIGNATURE',
    'Este termo aditivo não está aguardando assinatura (já foi assinado ou a prorrogação expirou).',
  );
}

export function extensionNotAwaitingPayment(): AppError {
  return new AppError(
    409,
    'EXTENSION_NOT_AWAITING_PAYMENT',
    'Esta prorrogação não está aguardando pagamento (assine o termo aditivo primeiro, ou ela já foi paga ou expirou).',
  );
}

/** 422: an end the rule refuses (on or before the current check-out, over two years in all). */
export function invalidExtensionEnd(code: string, message: string): AppError {
  return new AppError(422, code, message, { issues: [{ path: 'end', message }] });
}

/** 409: the addendum rendered now is not the one shown (its SHA-256); nothing was signed. */
export function addendumChanged(): AppError {
  return new AppError(
    409,
    'CONTRACT_CHANGED',
    'O termo aditivo mudou desde que foi exibido (por exemplo, após uma alteração no seu cadastro). ' +
      'Nada foi assinado: leia a nova versão e aceite novamente.',
  );
}

/** 409: this party already signed the addendum (a fiança's other party may still have to); nothing was written. */
export function addendumAlreadySigned(): AppError {
  return new AppError(409, 'ADDENDUM_ALREADY_SIGNED', 'Você já assinou este termo aditivo.');
}
