import { type IsoDate, toDayNumber } from '../dates/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';

export interface BoletoBarcodeInput {
  /** The bank's 3-digit COMPE code ('001' Banco do Brasil, '341' Itaú…). */
  bankCode: string;
  dueDate: IsoDate;
  /** Up to 99.999.999,99; 0 leaves the amount to be filled in at payment. */
  amountCents: number;
  /** The 25 digits each bank lays out its own way (agreement, "nosso número", wallet…). */
  freeField: string;
}

/** FEBRABAN's base date: factor 0 would be 1997-10-07. */
const FACTOR_BASE_DAY = toDayNumber('1997-10-07');
const FIRST_CYCLE_START_DAY = toDayNumber('2000-07-03');
/** 2025-02-22, the day after factor 9999: FEBRABAN restarts the count at 1000. */
const SECOND_CYCLE_START_DAY = toDayNumber('2025-02-22');
const FACTOR_MIN = 1000;
const FACTOR_MAX = 9999;
const MAX_AMOUNT_CENTS = 9_999_999_999;
const CURRENCY_REAL = '9';

const SANDBOX_WALLET = '17';
const SANDBOX_AGREEMENT = '0042001';

const BARCODE_PATTERN = /^\d{44}$/;
const DIGITABLE_LINE_PATTERN = /^\d{47}$/;

function invalid(code: string, message: string): DomainError {
  return new DomainError(code, message);
}

/**
 * The 4-digit due-date factor of the barcode: days since 1997-10-07, from 1000 (2000-07-03) to 9999
 * (2025-02-21); then FEBRABAN's second cycle starts over at 1000 on 2025-02-22 and reaches 9999 on
 * 2049-10-13. A factor is read as the date of either cycle nearer the day it is read on.
 */
export function dueDateFactor(dueDate: IsoDate): number {
  const day = toDayNumber(dueDate);
  const factor =
    day >= SECOND_CYCLE_START_DAY ? FACTOR_MIN + day - SECOND_CYCLE_START_DAY : day - FACTOR_BASE_DAY;
  if (day < FIRST_CYCLE_START_DAY || factor > FACTOR_MAX) {
    throw invalid('INVALID_BOLETO_DUE_DATE', 'Data de vencimento fora do intervalo aceito pelos bancos.');
  }
  return factor;
}

/** Mod 10 of the digitable line's fields: weights 2, 1, 2… from the right, digits of products summed. */
export function boletoMod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const product = Number(digits[index]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

function mod11Remainder(digits: string, maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  return sum % 11;
}

/**
 * The barcode's general check digit over its other 43 digits: mod 11, weights 2 to 9 from the right,
 * 11 − remainder, where 0, 10 and 11 become 1 (a 0 is never printed in position 5).
 */
export function boletoGeneralCheckDigit(digits43: string): number {
  const digit = 11 - mod11Remainder(digits43, 9);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/** The bank code as a boleto prints it, with its mod 11 check digit: '001-9', '341-7', '104-0'. */
export function bankCodeWithCheckDigit(bankCode: string): string {
  if (!/^\d{3}$/.test(bankCode)) throw invalid('INVALID_BANK_CODE', 'Código do banco inválido.');
  const digit = 11 - mod11Remainder(bankCode, 9);
  return `${bankCode}-${digit >= 10 ? 0 : digit}`;
}

/** The 44-digit barcode of a "boleto de cobrança" (FEBRABAN layout). */
export function buildBoletoBarcode(input: BoletoBarcodeInput): string {
  if (!/^\d{3}$/.test(input.bankCode)) throw invalid('INVALID_BANK_CODE', 'Código do banco inválido.');
  if (!/^\d{25}$/.test(input.freeField)) {
    throw invalid('INVALID_BOLETO_FREE_FIELD', 'Campo livre do boleto inválido.');
  }
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < 0 ||
    input.amountCents > MAX_AMOUNT_CENTS
  ) {
    throw invalid('INVALID_BOLETO_AMOUNT', 'Valor do boleto inválido.');
  }
  const factor = String(dueDateFactor(input.dueDate));
  const amount = String(input.amountCents).padStart(10, '0');
  const head = `${input.bankCode}${CURRENCY_REAL}`;
  const tail = `${factor}${amount}${input.freeField}`;
  return `${head}${boletoGeneralCheckDigit(head + tail)}${tail}`;
}

function withMod10(digits: string): string {
  return `${digits}${boletoMod10(digits)}`;
}

/** Barcode (44 digits) → linha digitável (47 digits), the number a customer types at the bank. */
export function digitableLineFromBarcode(barcode: string): string {
  if (!BARCODE_PATTERN.test(barcode)) throw invalid('INVALID_BOLETO_BARCODE', 'Código de barras inválido.');
  const free = barcode.slice(19);
  return [
    withMod10(barcode.slice(0, 4) + free.slice(0, 5)),
    withMod10(free.slice(5, 15)),
    withMod10(free.slice(15, 25)),
    barcode[4],
    barcode.slice(5, 19),
  ].join('');
}

/** Only the digits, so a line pasted with its dots and spaces reads the same. */
function lineDigits(line: string): string {
  return line.replace(/[\s.]/g, '');
}

/** Every check digit of a linha digitável: the three fields' mod 10 and the barcode's mod 11. */
export function isValidDigitableLine(line: string): boolean {
  const digits = lineDigits(line);
  if (!DIGITABLE_LINE_PATTERN.test(digits)) return false;
  const fieldsValid =
    boletoMod10(digits.slice(0, 9)) === Number(digits[9]) &&
    boletoMod10(digits.slice(10, 20)) === Number(digits[20]) &&
    boletoMod10(digits.slice(21, 31)) === Number(digits[31]);
  return fieldsValid && isValidBoletoBarcode(rearrangeToBarcode(digits));
}

function rearrangeToBarcode(digits: string): string {
  return (
    digits.slice(0, 4) +
    digits[32] +
    digits.slice(33, 47) +
    digits.slice(4, 9) +
    digits.slice(10, 20) +
    digits.slice(21, 31)
  );
}

/** Linha digitável (with or without its dots and spaces) → barcode. Throws when a check digit is wrong. */
export function barcodeFromDigitableLine(line: string): string {
  if (!isValidDigitableLine(line)) {
    throw invalid('INVALID_DIGITABLE_LINE', 'Linha digitável inválida: confira os números digitados.');
  }
  return rearrangeToBarcode(lineDigits(line));
}

/**
 * 44 digits whose general check digit is right. The mod 11 rule prints 1 for remainders 0, 1 and 10
 * alike, so when the digit is 1 a few single-digit changes go unnoticed here; in the free field the
 * digitable line's mod 10 fields still catch them.
 */
export function isValidBoletoBarcode(barcode: string): boolean {
  if (!BARCODE_PATTERN.test(barcode)) return false;
  return boletoGeneralCheckDigit(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

/** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE', as printed on the boleto. */
export function formatDigitableLine(line: string): string {
  const digits = lineDigits(line);
  if (!DIGITABLE_LINE_PATTERN.test(digits)) {
    throw invalid('INVALID_DIGITABLE_LINE', 'Linha digitável inválida: confira os números digitados.');
  }
  return (
    `${digits.slice(0, 5)}.${digits.slice(5, 10)} ${digits.slice(10, 15)}.${digits.slice(15, 21)} ` +
    `${digits.slice(21, 26)}.${digits.slice(26, 32)} ${digits[32]} ${digits.slice(33)}`
  );
}

/**
 * The sandbox bank's free field, 25 digits: wallet '17' (2) + agreement '0042001' (7) + '0' (1, a
 * spare digit banks use for a variant) + "nosso número" (15, zero-padded). Real banks each have their
 * own layout; this one only has to be unique per payment and fixed-width.
 */
export function sandboxFreeField(ourNumber: number | string): string {
  const digits = typeof ourNumber === 'number' ? String(ourNumber) : ourNumber;
  const valid =
    typeof ourNumber === 'number' ? Number.isSafeInteger(ourNumber) && ourNumber >= 0 : /^\d+$/.test(digits);
  if (!valid || digits.length > 15) {
    throw invalid('INVALID_BOLETO_OUR_NUMBER', 'Nosso número inválido.');
  }
  return `${SANDBOX_WALLET}${SANDBOX_AGREEMENT}0${digits.padStart(15, '0')}`;
}
