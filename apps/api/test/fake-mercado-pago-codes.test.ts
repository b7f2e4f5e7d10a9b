import { describe, expect, it } from 'vitest';
import { barcodeCheckDigit, crc16Ccitt, digitableLine, dueDateFactor } from './fake-mercado-pago-codes.ts';

describe('the fake Mercado Pago codes', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789": 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('reproduces the check digits of a real boleto', () => {
    // A Banco do Brasil boleto quoted in Pluggy's documentation.
    const barcode = '00193373700000001000500940144816060680935031';
    expect(barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5))).toBe(barcode[4]);
    expect(digitableLine(barcode).replace(/\D/g, '')).toBe('00190500954014481606906809350314337370000000100');
  });

  it('restarts the due-date factor at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2000-07-03')).toBe('1000');
  });
});
