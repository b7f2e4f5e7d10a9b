import { AppError } from '../../errors.ts';

/** A new code is only for a paid stay still under way: 409 with why not. */
export function doorAccessUnavailable(checkedOut: boolean): AppError {
  return new AppError(
    409,
    'DOOR_ACCESS_UNAVAILABLE',
    checkedOut
      ? 'O check-out desta estadia já foi feito: não há mais código de acesso para gerar.'
      : 'O código de acesso só pode ser trocado enquanto a estadia está paga e em andamento.',
  );
}
