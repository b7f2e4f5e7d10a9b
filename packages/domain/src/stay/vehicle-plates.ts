// Brazilian car plates: the old grey plate (three letters, four digits, written 'ABC-1234') and the
// Mercosul plate used since 2018 (three letters, a digit, a letter, two digits: 'ABC1D23').

const OLD_PLATE = /^[A-Z]{3}\d{4}$/;
const MERCOSUL_PLATE = /^[A-Z]{3}\d[A-Z]\d{2}$/;

/** Upper-case, without spaces or the hyphen: the form two plates are compared in. */
function plateCharacters(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[\s-]/g, '');
}

export function isValidVehiclePlate(value: string | null | undefined): boolean {
  const plate = plateCharacters(value);
  return OLD_PLATE.test(plate) || MERCOSUL_PLATE.test(plate);
}

/**
 * The plate as it is written on the car: 'abc1234' → 'ABC-1234', 'abc 1d23' → 'ABC1D23'. An invalid
 * plate comes back upper-cased and without separators, as typed.
 */
export function formatVehiclePlate(value: string | null | undefined): string {
  const plate = plateCharacters(value);
  return OLD_PLATE.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}
