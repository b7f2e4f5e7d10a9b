import {
  type Apartment,
  addDays,
  type CarSpots,
  calculateQuote,
  compareIsoDates,
  INTERVAL_END_MESSAGE,
  type Interval,
  type Issue,
  isValidRentalRequest,
  type Modality,
  nightsBetween,
  type Project,
  type Quote,
  todayIso,
} from '@estadia/domain';
import { invalidRental, tooManyOccupants } from './rental-errors.ts';

/** The longest stay one request may hold (two years); longer contracts are negotiated with the team. */
export const MAX_STAY_NIGHTS = 730;
/** How far ahead a stay may start: the calendar is open for two years. */
export const MAX_DAYS_AHEAD = 730;
/** The column holding the value is a PostgreSQL integer. */
const MAX_RENTAL_VALUE_CENTS = 2_147_483_647;

export interface CatalogLookup {
  findProject(id: string): Project | undefined;
  findModality(id: string): Modality | undefined;
  findApartment(id: string): Apartment | undefined;
}

export interface DraftFields {
  apartmentId: string;
  modalityId: string;
  interval: Interval;
  carSpots: CarSpots;
  occupantsIds: string[];
}

export interface ResolvedDraft {
  project: Project;
  modality: Modality;
  apartment: Apartment;
  interval: Interval;
  quote: Quote;
  /** Without repeats. */
  occupantsIds: string[];
}

function intervalIssues(interval: Interval, today: string): Issue[] {
  const nights = nightsBetween(interval.start, interval.end);
  if (nights < 1) return [{ path: 'interval.end', message: INTERVAL_END_MESSAGE }];
  if (nights > MAX_STAY_NIGHTS) {
    return [{ path: 'interval.end', message: `A estadia pode ter no máximo ${MAX_STAY_NIGHTS} noites` }];
  }
  if (compareIsoDates(interval.start, today) < 0) {
    return [{ path: 'interval.start', message: 'A data de entrada não pode ser anterior a hoje' }];
  }
  if (compareIsoDates(interval.start, addDays(today, MAX_DAYS_AHEAD)) > 0) {
    return [
      { path: 'interval.start', message: 'Reservas podem começar em no máximo 2 anos a partir de hoje' },
    ];
  }
  return [];
}

/**
 * Checks a draft against the catalogue and the calendar and prices it. Throws 422 INVALID_RENTAL
 * ('Dados de locação inválidos', with the reasons in `issues`) or TOO_MANY_OCCUPANTS.
 */
export function resolveDraft(fields: DraftFields, catalog: CatalogLookup, now: Date): ResolvedDraft {
  const issues: Issue[] = [];
  const apartment = catalog.findApartment(fields.apartmentId);
  const modality = catalog.findModality(fields.modalityId);
  const project = apartment && catalog.findProject(apartment.projectId);
  if (!apartment) issues.push({ path: 'apartmentId', message: 'Apartamento não encontrado' });
  if (!modality) issues.push({ path: 'modalityId', message: 'Modalidade não encontrada' });
  else if (apartment && apartment.modalityId !== modality.id) {
    issues.push({ path: 'modalityId', message: 'O apartamento escolhido não é desta modalidade' });
  }
  issues.push(...intervalIssues(fields.interval, todayIso(now)));

  const request = { project, apartment, modality, interval: fields.interval };
  if (issues.length > 0 || !isValidRentalRequest(request) || !project || !apartment || !modality) {
    throw invalidRental(issues);
  }

  const occupantsIds = [...new Set(fields.occupantsIds)];
  // The customer is one of the people staying.
  if (occupantsIds.length + 1 > modality.maxOccupants) throw tooManyOccupants(modality.maxOccupants);

  const quote = calculateQuote({
    modality,
    spotPrices: { commonSpotDaily: project.commonSpotDaily, coveredSpotDaily: project.coveredSpotDaily },
    interval: fields.interval,
    carSpots: fields.carSpots,
  });
  if (quote.totalCents > MAX_RENTAL_VALUE_CENTS) {
    throw invalidRental([{ path: 'interval', message: 'O valor da estadia excede o limite de uma reserva' }]);
  }
  return { project, modality, apartment, interval: fields.interval, quote, occupantsIds };
}
