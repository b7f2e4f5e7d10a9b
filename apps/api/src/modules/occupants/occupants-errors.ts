import { pluralize, type RentalStatus } from '@estadia/domain';
import { AppError } from '../../errors.ts';

/** 409: guests and arrival can change until check-out; a cancelled or finished stay is closed. */
export function closedToOccupants(status: RentalStatus, checkedOut: boolean): AppError {
  const message =
    status === 'CANCELLED'
      ? 'Esta locação foi cancelada: não há hóspedes nem chegada para informar.'
      : checkedOut || status === 'FINISHED'
        ? 'O check-out desta estada já foi feito: hóspedes e chegada não podem mais ser alterados.'
        : 'Esta locação não aceita mais alterações de hóspedes ou chegada.';
  return new AppError(409, 'STAY_CLOSED', message);
}

/** 422: more people than the modality holds (the customer counts when in the list). */
export function tooManyOccupants(maxOccupants: number, listed: number): AppError {
  return new AppError(
    422,
    'TOO_MANY_OCCUPANTS',
    `Esta modalidade acomoda no máximo ${pluralize(maxOccupants, 'pessoa')}; a lista tem ${listed}.`,
    { issues: [{ path: 'items', message: `No máximo ${pluralize(maxOccupants, 'pessoa')}` }] },
  );
}

/** 422: one plate per booked car spot. */
export function tooManyPlates(carSpots: number, listed: number): AppError {
  const message =
    carSpots === 0
      ? 'Esta locação não tem vaga de garagem: não informe placas.'
      : `Esta locação tem ${pluralize(carSpots, 'vaga')} de garagem: informe no máximo ${pluralize(carSpots, 'placa')} (foram ${listed}).`;
  return new AppError(422, 'TOO_MANY_PLATES', message, { issues: [{ path: 'vehiclePlates', message }] });
}
