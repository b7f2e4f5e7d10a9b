import { isValidInterval, type PartialDateInterval } from '../dates/interval.ts';
import { DomainError } from '../errors/domain-error.ts';

export const INVALID_RENTAL_MESSAGE = 'Dados de locação inválidos';
export const INVALID_RENTAL_CODE = 'INVALID_RENTAL';

interface WithId {
  id?: string | null;
}

export interface RentalLike {
  apartment?: unknown;
  projectModality?: unknown;
}

export interface RentalRequestLike {
  project?: WithId | null;
  apartment?: WithId | null;
  modality?: unknown;
  interval?: PartialDateInterval | null;
}

/** A rental is usable when it has its apartment and its modality. */
export function isValidRental(rental: RentalLike | null | undefined): boolean {
  return rental?.apartment != null && rental.projectModality != null;
}

/** A request can go on when it names a project, an apartment, a modality and at least one night. */
export function isValidRentalRequest(request: RentalRequestLike | null | undefined): boolean {
  return (
    Boolean(request?.project?.id) &&
    Boolean(request?.apartment?.id) &&
    request?.modality != null &&
    isValidInterval(request.interval)
  );
}

export function assertValidRental<T extends RentalLike>(rental: T | null | undefined): T {
  if (!rental || !isValidRental(rental)) throw new DomainError(INVALID_RENTAL_CODE, INVALID_RENTAL_MESSAGE);
  return rental;
}

export function assertValidRentalRequest<T extends RentalRequestLike>(request: T | null | undefined): T {
  if (!request || !isValidRentalRequest(request)) {
    throw new DomainError(INVALID_RENTAL_CODE, INVALID_RENTAL_MESSAGE);
  }
  return request;
}
