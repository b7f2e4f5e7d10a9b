import {
  formatVehiclePlate,
  isValidVehiclePlate,
  type UpdateArrivalRequest,
  updateArrivalRequestSchema,
} from '@estadia/domain';
import { schemaResolver } from '@/lib/form-resolver';

// The 'Chegada' form: the expected time and one plate field per booked car spot (left blank when that
// spot's car is not known yet).

export interface ArrivalFormValues {
  expectedArrivalTime: string;
  vehiclePlates: string[];
}

export const INVALID_PLATE_MESSAGE = 'Placa inválida: use ABC-1234 ou o padrão Mercosul ABC1D23';

export function arrivalValuesOf(
  rental: { expectedArrivalTime?: string | null; vehiclePlates?: string[] },
  spots: number,
): ArrivalFormValues {
  const plates = rental.vehiclePlates ?? [];
  return {
    expectedArrivalTime: rental.expectedArrivalTime ?? '',
    vehiclePlates: Array.from({ length: spots }, (_, index) => plates[index] ?? ''),
  };
}

/** Blank plates are left out; each typed plate is checked where it was typed. */
export const arrivalResolver = schemaResolver<ArrivalFormValues, UpdateArrivalRequest>(
  updateArrivalRequestSchema,
  (values) => {
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    const plates: string[] = [];
    values.vehiclePlates.forEach((typed, index) => {
      if (typed.trim() === '') return;
      if (!isValidVehiclePlate(typed)) {
        errors[`vehiclePlates.${index}`] = INVALID_PLATE_MESSAGE;
        return;
      }
      const plate = formatVehiclePlate(typed);
      if (seen.has(plate)) {
        errors[`vehiclePlates.${index}`] = 'Placa repetida';
        return;
      }
      seen.add(plate);
      plates.push(plate);
    });
    const time = values.expectedArrivalTime.trim();
    return { input: { expectedArrivalTime: time === '' ? null : time, vehiclePlates: plates }, errors };
  },
);

/** 'ABC1234' → 'ABC-1234' while typing; the Mercosul plate has no separator. */
export function maskPlate(value: string): string {
  const characters = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 7);
  return /^[A-Z]{3}\d{4}$/.test(characters) ? `${characters.slice(0, 3)}-${characters.slice(3)}` : characters;
}

/** '1530' → '15:30' while typing (24 hours, as Brazil writes the time). */
export function maskTime(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}
