// The spec's date conversions: createdDate/updatedDate become Date objects on responses, and the
// birth date is a Date in the app and a 'YYYY-MM-DD' calendar date on the wire.

const INSTANT_FIELDS = new Set(['createdDate', 'updatedDate']);
const BIRTH_DATE_FIELDS = new Set(['birthDate', 'birthdate']);
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type BirthDateKey = 'birthDate' | 'birthdate';
type InstantKey = 'createdDate' | 'updatedDate';

/** The type of a response body after its date fields were revived. */
export type WithDates<T> = T extends (infer Item)[]
  ? WithDates<Item>[]
  : T extends object
    ? {
        [K in keyof T]: K extends InstantKey
          ? Date | Extract<T[K], null | undefined>
          : K extends BirthDateKey
            ? Date | Extract<T[K], null | undefined>
            : WithDates<T[K]>;
      }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A calendar date is a local midnight, so it never shows as the day before in Brazil. */
function calendarDateToDate(value: string): Date | string {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return value;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function dateToCalendarDate(value: Date): string {
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${String(value.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

export function reviveDates<T>(value: T): WithDates<T> {
  return reviveValue(value) as WithDates<T>;
}

function reviveValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveValue);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (INSTANT_FIELDS.has(key) && typeof field === 'string') {
      const instant = new Date(field);
      result[key] = Number.isNaN(instant.getTime()) ? field : instant;
    } else if (BIRTH_DATE_FIELDS.has(key) && typeof field === 'string') {
      result[key] = field === '' ? null : calendarDateToDate(field.slice(0, 10));
    } else {
      result[key] = reviveValue(field);
    }
  }
  return result;
}

/** Request bodies: a birth date given as a Date goes out as 'YYYY-MM-DD', and '' as null. */
export function serializeDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serializeDates);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (BIRTH_DATE_FIELDS.has(key)) result[key] = serializeBirthDate(field);
    else result[key] = serializeDates(field);
  }
  return result;
}

function serializeBirthDate(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dateToCalendarDate(value);
  // Text is sent as typed ('YYYY-MM-DD' from the forms); anything else gets the API's own message.
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}
