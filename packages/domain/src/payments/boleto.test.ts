import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.ts';
import {
  bankCodeWithCheckDigit,
  barcodeFromDigitableLine,
  boletoGeneralCheckDigit,
  boletoMod10,
  buildBoletoBarcode,
  digitableLineFromBarcode,
  dueDateFactor,
  formatDigitableLine,
  isValidBoletoBarcode,
  isValidDigitableLine,
  sandboxFreeField,
} from './boleto.ts';

// Bank 001, due 2026-03-16 (factor 1387), R$ 1.234,56, the sandbox free field of "nosso número"
// 123456789. The digits were computed apart from this code (a separate Python script) and spot-checked
// by hand: field 1 '001917004' → mod 10 DV 2; general DV of the 43 digits → 9.
const EXAMPLE_BARCODE = '00199138700001234561700420010000000123456789';
const EXAMPLE_LINE = '00191700422001000000601234567897913870000123456';

// A real Santander boleto's line as printed (033 bank, factor 1137 = 2000-11-17, R$ 389,36).
const SANTANDER_LINE = '03399.16140 07000.001912 81556.001014 4 11370000038936';
const SANTANDER_BARCODE = '03394113700000389369161407000001918155600101';

describe('dueDateFactor', () => {
  it('counts days from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2000-11-17')).toBe(1137);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
    expect(dueDateFactor('2026-03-16')).toBe(1387);
    expect(dueDateFactor('2049-10-13')).toBe(9999);
  });

  it('refuses dates outside both cycles', () => {
    for (const date of ['2000-07-02', '1997-10-07', '2049-10-14']) {
      expect(() => dueDateFactor(date)).toThrow(expect.objectContaining({ code: 'INVALID_BOLETO_DUE_DATE' }));
    }
  });

  it('goes up by one a day within a cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8998 }), (offset) => {
        const date = addDays('2025-02-22', offset);
        expect(dueDateFactor(addDays(date, 1))).toBe(dueDateFactor(date) + 1);
      }),
    );
  });
});

describe('check digits', () => {
  it('computes the mod 10 of a field and the general mod 11', () => {
    expect(boletoMod10('001917004')).toBe(2);
    expect(boletoMod10('0000000000')).toBe(0);
    expect(boletoGeneralCheckDigit('0019138700001234561700420010000000123456789')).toBe(9);
  });

  it('prints the bank code with its check digit', () => {
    expect(bankCodeWithCheckDigit('001')).toBe('001-9');
    expect(bankCodeWithCheckDigit('341')).toBe('341-7');
    expect(bankCodeWithCheckDigit('237')).toBe('237-2');
    expect(bankCodeWithCheckDigit('104')).toBe('104-0');
    expect(bankCodeWithCheckDigit('033')).toBe('033-7');
  });
});

describe('buildBoletoBarcode', () => {
  const input = {
    bankCode: '001',
    dueDate: '2026-03-16',
    amountCents: 123_456,
    freeField: sandboxFreeField(123_456_789),
  };

  it('lays out bank, currency, general DV, factor, amount and free field', () => {
    expect(buildBoletoBarcode(input)).toBe(EXAMPLE_BARCODE);
    expect(digitableLineFromBarcode(EXAMPLE_BARCODE)).toBe(EXAMPLE_LINE);
    expect(formatDigitableLine(EXAMPLE_LINE)).toBe('00191.70042 20010.000006 01234.567897 9 13870000123456');
  });

  it('refuses a bad bank code, free field or amount', () => {
    expect(() => buildBoletoBarcode({ ...input, bankCode: '01' })).toThrow(
      expect.objectContaining({ code: 'INVALID_BANK_CODE' }),
    );
    expect(() => buildBoletoBarcode({ ...input, freeField: '1'.repeat(24) })).toThrow(
      expect.objectContaining({ code: 'INVALID_BOLETO_FREE_FIELD' }),
    );
    for (const amountCents of [-1, 0.5, 10_000_000_000]) {
      expect(() => buildBoletoBarcode({ ...input, amountCents })).toThrow(
        expect.objectContaining({ code: 'INVALID_BOLETO_AMOUNT' }),
      );
    }
    expect(buildBoletoBarcode({ ...input, amountCents: 9_999_999_999 }).slice(9, 19)).toBe('9999999999');
  });
});

describe('digitable line', () => {
  it('reads a real bank line the same way', () => {
    expect(isValidDigitableLine(SANTANDER_LINE)).toBe(true);
    expect(barcodeFromDigitableLine(SANTANDER_LINE)).toBe(SANTANDER_BARCODE);
    expect(formatDigitableLine(digitableLineFromBarcode(SANTANDER_BARCODE))).toBe(SANTANDER_LINE);
    expect(isValidBoletoBarcode(SANTANDER_BARCODE)).toBe(true);
  });

  const barcodeArbitrary = fc
    .record({
      bankCode: fc.stringMatching(/^\d{3}$/),
      offset: fc.integer({ min: 0, max: 8999 }),
      amountCents: fc.integer({ min: 0, max: 9_999_999_999 }),
      freeField: fc.stringMatching(/^\d{25}$/),
    })
    .map(({ offset, ...rest }) => buildBoletoBarcode({ ...rest, dueDate: addDays('2025-02-22', offset) }));

  it('goes from barcode to line and back', () => {
    fc.assert(
      fc.property(barcodeArbitrary, (barcode) => {
        const line = digitableLineFromBarcode(barcode);
        expect(isValidBoletoBarcode(barcode)).toBe(true);
        expect(isValidDigitableLine(line)).toBe(true);
        expect(barcodeFromDigitableLine(line)).toBe(barcode);
        expect(barcodeFromDigitableLine(formatDigitableLine(line))).toBe(barcode);
      }),
    );
  });

  const replaceDigit = (text: string, index: number, shift: number) =>
    text.slice(0, index) + String((Number(text[index]) + shift) % 10) + text.slice(index + 1);

  it('catches any single changed digit in the first three fields', () => {
    fc.assert(
      fc.property(
        barcodeArbitrary,
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 1, max: 9 }),
        (barcode, index, shift) => {
          const line = replaceDigit(digitableLineFromBarcode(barcode), index, shift);
          expect(isValidDigitableLine(line)).toBe(false);
          expect(() => barcodeFromDigitableLine(line)).toThrow(
            expect.objectContaining({ code: 'INVALID_DIGITABLE_LINE' }),
          );
        },
      ),
    );
  });

  it('catches a changed digit of the amount, the factor or the general DV', () => {
    for (const index of [32, 33, 36, 40, 46]) {
      expect(isValidDigitableLine(replaceDigit(EXAMPLE_LINE, index, 1))).toBe(false);
      expect(isValidDigitableLine(replaceDigit(SANTANDER_LINE.replace(/[ .]/g, ''), index, 1))).toBe(false);
    }
    expect(isValidBoletoBarcode(replaceDigit(EXAMPLE_BARCODE, 4, 1))).toBe(false);
    expect(isValidBoletoBarcode(replaceDigit(EXAMPLE_BARCODE, 10, 5))).toBe(false);
    expect(isValidBoletoBarcode(replaceDigit(EXAMPLE_BARCODE, 43, 1))).toBe(false);
  });

  it('misses only the changes that keep the mod 11 remainder among 0, 1 and 10 (all three print DV 1)', () => {
    const remainder = (barcode: string) => {
      const digits43 = barcode.slice(0, 4) + barcode.slice(5);
      let sum = 0;
      for (let index = 0; index < 43; index += 1) sum += Number(digits43[42 - index]) * (2 + (index % 8));
      return sum % 11;
    };
    const buildWith = (ourNumber: number) =>
      buildBoletoBarcode({
        bankCode: '001',
        dueDate: '2026-03-16',
        amountCents: 123_456,
        freeField: sandboxFreeField(ourNumber),
      });
    let ourNumber = 1;
    while (buildWith(ourNumber)[4] !== '1') ourNumber += 1;
    const barcode = buildWith(ourNumber);
    let unnoticedCount = 0;
    for (let index = 0; index < 44; index += 1) {
      for (let shift = 1; shift <= 9; shift += 1) {
        const changed = replaceDigit(barcode, index, shift);
        const unnoticed = index !== 4 && [0, 1, 10].includes(remainder(changed));
        if (unnoticed) unnoticedCount += 1;
        expect(isValidBoletoBarcode(changed)).toBe(unnoticed);
      }
    }
    expect(unnoticedCount).toBeGreaterThan(0);
    // With any other general DV, the remainder decides the digit one to one: every change shows.
    for (let index = 0; index < 44; index += 1) {
      for (let shift = 1; shift <= 9; shift += 1) {
        expect(isValidBoletoBarcode(replaceDigit(EXAMPLE_BARCODE, index, shift))).toBe(false);
      }
    }
  });

  it('refuses lines and barcodes of the wrong length or with letters', () => {
    expect(isValidDigitableLine(EXAMPLE_LINE.slice(1))).toBe(false);
    expect(isValidDigitableLine(`${EXAMPLE_LINE.slice(1)}a`)).toBe(false);
    expect(isValidBoletoBarcode(EXAMPLE_BARCODE.slice(1))).toBe(false);
    expect(() => digitableLineFromBarcode('123')).toThrow(
      expect.objectContaining({ code: 'INVALID_BOLETO_BARCODE' }),
    );
    expect(() => formatDigitableLine('123')).toThrow(
      expect.objectContaining({ code: 'INVALID_DIGITABLE_LINE' }),
    );
  });
});

describe('sandboxFreeField', () => {
  it('is wallet 17, agreement 0042001, a 0 and the zero-padded "nosso número"', () => {
    expect(sandboxFreeField(123_456_789)).toBe('1700420010000000123456789');
    expect(sandboxFreeField('000000000000042')).toBe('1700420010000000000000042');
    expect(sandboxFreeField(0)).toHaveLength(25);
  });

  it('refuses a negative, fractional, non-digit or longer than 15-digit number', () => {
    for (const ourNumber of [-1, 1.5, '12a', '', '1'.repeat(16), 10 ** 15]) {
      expect(() => sandboxFreeField(ourNumber)).toThrow(
        expect.objectContaining({ code: 'INVALID_BOLETO_OUR_NUMBER' }),
      );
    }
  });
});
