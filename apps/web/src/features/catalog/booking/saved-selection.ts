import { type IsoDate, isIsoDate, MAX_CAR_SPOTS } from '@estadia/domain';

// What an anonymous visitor chose before being sent to log in, kept in this browser so the saved-unit
// screen (/projeto/salvo/:apartmentId) can put it back.

export const SAVED_SELECTION_KEY = 'estadia:saved-selection';

export interface SavedSelection {
  projectId: string;
  modalityId: string;
  apartmentId: string;
  start: IsoDate;
  end: IsoDate;
  carSpots: { common: number; covered: number };
  /** When it was saved (ISO instant). */
  savedAt: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 100;
}

function isSpotCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_CAR_SPOTS;
}

/** The stored value when it has every field in the right shape; anything else is ignored. */
export function parseSavedSelection(text: string | null): SavedSelection | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const candidate = value as Record<string, unknown>;
  const carSpots = candidate.carSpots as Record<string, unknown> | null | undefined;
  if (
    !isText(candidate.projectId) ||
    !isText(candidate.modalityId) ||
    !isText(candidate.apartmentId) ||
    !isIsoDate(candidate.start) ||
    !isIsoDate(candidate.end) ||
    !isText(candidate.savedAt) ||
    carSpots === null ||
    typeof carSpots !== 'object' ||
    !isSpotCount(carSpots.common) ||
    !isSpotCount(carSpots.covered)
  ) {
    return null;
  }
  return {
    projectId: candidate.projectId,
    modalityId: candidate.modalityId,
    apartmentId: candidate.apartmentId,
    start: candidate.start,
    end: candidate.end,
    carSpots: { common: carSpots.common, covered: carSpots.covered },
    savedAt: candidate.savedAt,
  };
}

export function saveSelection(
  selection: Omit<SavedSelection, 'savedAt'>,
  storage: StorageLike | null = defaultStorage(),
  now: Date = new Date(),
): void {
  try {
    storage?.setItem(SAVED_SELECTION_KEY, JSON.stringify({ ...selection, savedAt: now.toISOString() }));
  } catch {
    // Storage full or refused (private mode): the visitor chooses again after logging in.
  }
}

/** The saved selection, only when it is for this apartment. */
export function readSavedSelection(
  apartmentId: string,
  storage: StorageLike | null = defaultStorage(),
): SavedSelection | null {
  let text: string | null = null;
  try {
    text = storage?.getItem(SAVED_SELECTION_KEY) ?? null;
  } catch {
    return null;
  }
  const selection = parseSavedSelection(text);
  return selection?.apartmentId === apartmentId ? selection : null;
}

export function clearSavedSelection(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(SAVED_SELECTION_KEY);
  } catch {
    // Nothing to do: it will be overwritten by the next selection.
  }
}
