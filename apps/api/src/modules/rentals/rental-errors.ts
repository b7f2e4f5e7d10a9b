import {
  type ApartmentSummary,
  INVALID_RENTAL_CODE,
  INVALID_RENTAL_MESSAGE,
  type Issue,
  type ProfileSection,
  type RentalStatus,
  rentalStatusLabel,
} from '@estadia/domain';
import { AppError } from '../../errors.ts';

export const RENTAL_NOT_FOUND_MESSAGE = 'Locação não encontrada.';

export function rentalNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', RENTAL_NOT_FOUND_MESSAGE);
}

/** 422 'Dados de locação inválidos'; `issues` say which field and why. */
export function invalidRental(issues: Issue[]): AppError {
  return new AppError(422, INVALID_RENTAL_CODE, INVALID_RENTAL_MESSAGE, { issues });
}

export function tooManyOccupants(maxOccupants: number): AppError {
  const people = maxOccupants === 1 ? '1 pessoa' : `${maxOccupants} pessoas`;
  return new AppError(
    422,
    'TOO_MANY_OCCUPANTS',
    `Esta modalidade acomoda no máximo ${people}, contando com você.`,
  );
}

export function rentalNotEditable(status: RentalStatus): AppError {
  return new AppError(
    409,
    'RENTAL_NOT_EDITABLE',
    `Só é possível alterar uma reserva não finalizada; esta está com status "${rentalStatusLabel(status)}".`,
  );
}

export function rentalNotSubmittable(status: RentalStatus): AppError {
  return new AppError(
    409,
    'RENTAL_NOT_SUBMITTABLE',
    `Esta locação já foi enviada ou encerrada (status "${rentalStatusLabel(status)}").`,
  );
}

/** The draft kept changing (edited in another tab) while it was being sent. */
export function rentalChangedMeanwhile(): AppError {
  return new AppError(
    409,
    'RENTAL_CHANGED',
    'Esta solicitação foi alterada enquanto era enviada. Confira os dados e envie novamente.',
  );
}

export function rentalNotCancellable(status: RentalStatus, reason?: string): AppError {
  const message =
    reason ??
    (status === 'CANCELLED'
      ? 'Esta locação já está cancelada.'
      : `Esta locação não pode mais ser cancelada (status "${rentalStatusLabel(status)}"). Fale com a nossa equipe.`);
  return new AppError(409, 'RENTAL_NOT_CANCELLABLE', message);
}

export function rentalNotAwaitingApproval(status: RentalStatus): AppError {
  return new AppError(
    409,
    'RENTAL_NOT_AWAITING_APPROVAL',
    `Esta locação não está aguardando aprovação (status "${rentalStatusLabel(status)}").`,
  );
}

/** Paths of `issues`, one per section, for clients that point at the form to fill in. */
const SECTION_PATHS: Record<ProfileSection, string> = {
  'Dados pessoais': 'personalData',
  Documentos: 'documents',
  Endereço: 'address',
};

function listInPortuguese(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

export function profileIncomplete(missing: readonly ProfileSection[]): AppError {
  return new AppError(
    422,
    'PROFILE_INCOMPLETE',
    `Complete o seu cadastro antes de enviar a locação. Falta preencher: ${listInPortuguese(missing)}.`,
    {
      issues: missing.map((section) => ({
        path: SECTION_PATHS[section],
        message: `${section}: preencha todos os campos`,
      })),
    },
  );
}

export const APARTMENT_UNAVAILABLE_CODE = 'APARTMENT_UNAVAILABLE';

/** 409 when another stay already holds one of the nights; carries the free apartments of the modality. */
export class ApartmentUnavailableError extends AppError {
  readonly alternatives: ApartmentSummary[];

  constructor(alternatives: ApartmentSummary[]) {
    super(
      409,
      APARTMENT_UNAVAILABLE_CODE,
      alternatives.length > 0
        ? 'Este apartamento já está reservado em alguma dessas noites. Escolha outro apartamento livre da mesma modalidade ou outras datas.'
        : 'Este apartamento já está reservado em alguma dessas noites, e não há outro livre nessa modalidade. Escolha outras datas.',
    );
    this.name = 'ApartmentUnavailableError';
    this.alternatives = alternatives;
  }
}
