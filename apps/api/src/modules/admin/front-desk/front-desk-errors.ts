import { formatBrDate, type RentalStatus, rentalStatusLabel } from '@estadia/domain';
import { AppError } from '../../../errors.ts';

export function projectNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'Empreendimento não encontrado.');
}

export function checkInRefused(code: string, message: string): AppError {
  return new AppError(409, code, message);
}

export function notRentedForCheckIn(status: RentalStatus): AppError {
  return checkInRefused(
    'RENTAL_NOT_RENTED',
    `Só é possível fazer o check-in de uma locação paga; esta está com status "${rentalStatusLabel(status)}".`,
  );
}

export function checkInTooEarly(startDate: string): AppError {
  return checkInRefused(
    'CHECK_IN_TOO_EARLY',
    `O check-in desta locação é a partir de ${formatBrDate(startDate)}.`,
  );
}

export function checkInAfterStay(endDate: string): AppError {
  return checkInRefused(
    'CHECK_IN_AFTER_STAY',
    `Esta estada terminou em ${formatBrDate(endDate)}: não é mais possível fazer o check-in.`,
  );
}

export function occupantsMissing(): AppError {
  return checkInRefused(
    'OCCUPANTS_MISSING',
    'Os hóspedes desta locação ainda não foram cadastrados. Peça ao cliente que informe quem vai se hospedar.',
  );
}

export function alreadyCheckedIn(): AppError {
  return checkInRefused('ALREADY_CHECKED_IN', 'O check-in desta locação já foi feito.');
}

export function notCheckedIn(): AppError {
  return new AppError(409, 'NOT_CHECKED_IN', 'Faça o check-in antes do check-out.');
}

export function alreadyCheckedOut(): AppError {
  return new AppError(409, 'ALREADY_CHECKED_OUT', 'O check-out desta locação já foi feito.');
}
